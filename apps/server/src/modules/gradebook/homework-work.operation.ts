import { assignmentScores, assignments, classes, courses, homeworks, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { categoryOf, coursesFor, forLevel } from './work-placement.ts';

type Homework = RowOf<typeof homeworks>;

/**
 * A graded homework as gradebook work (issue 31, part 2: "the existing homework becomes
 * assignments"; docs/gradebook.md, "Homework in the gradebook"): a homework with points possible
 * (`maxPoints`) is one assignment of kind `homework` in each active course of its subject for its
 * class's grade level, with the homework's title, due date, points and description; its scores
 * are typed in the grid like any other work. Laid in the transaction that wrote the homework (or
 * renamed a course's subject). Work the homework no longer makes goes, unless scores are typed on
 * it: then the change is refused on `field` (the teacher clears them first), so no typed score is
 * ever lost by a change of subject, class or points.
 */
export const homeworkIntoGradebook = async (
  db: Db,
  ctx: RequestContext,
  homework: Homework,
  field: string,
): Promise<void> => {
  const store = system(db);
  const writer = scoped(db, { ...ctx, deriving: 'homework' });
  const klass = await store.of(classes).first({ id: homework.classId });
  const wanted =
    homework.maxPoints === null || !klass
      ? []
      : (await coursesFor(db, homework.schoolId, homework.season, [homework.subject])).filter((course) =>
          forLevel(course, klass.gradeLevel),
        );
  const existing = await store.of(assignments).list({ homework: homework.id });
  const byCourse = new Map(existing.map((row) => [row.course, row]));
  const fields = {
    class: homework.classId,
    title: homework.title,
    dueDate: homework.dueDate,
    maxPoints: homework.maxPoints ?? '0',
    description: homework.description,
  };
  const leaving = existing.filter(
    (row) => !wanted.some((course) => course.id === row.course) || row.class !== homework.classId,
  );
  const scored =
    leaving.length === 0 ? [] : await store.of(assignmentScores).list({ assignment: leaving.map((row) => row.id) });
  if (scored.length > 0) {
    const course = await store
      .of(courses)
      .first({ id: leaving.find((row) => row.id === scored[0]?.assignment)?.course ?? 0 });
    throw unprocessable([
      { propertyPath: field, message: 'ui.gradebook.homework_scores_kept', values: { course: course?.title ?? '' } },
    ]);
  }
  for (const row of leaving) await writer.of(assignments).remove(row.id);
  for (const course of wanted) {
    const current = byCourse.get(course.id);
    if (current && current.class === homework.classId) {
      const changed = (Object.keys(fields) as (keyof typeof fields)[]).some(
        (key) => String(current[key] ?? '') !== String(fields[key] ?? ''),
      );
      if (changed) await writer.of(assignments).update(current.id, fields);
      continue;
    }
    await writer.of(assignments).insert({
      ...fields,
      school: homework.schoolId,
      course: course.id,
      kind: 'homework',
      homework: homework.id,
      gradingCategory: await categoryOf(db, course, 'homework'),
    });
  }
};

/** The homeworks of a season graded in one of the subjects given: those a course's change may move. */
export const gradedHomeworks = async (db: Db, season: number, subjects: number[]): Promise<Homework[]> =>
  subjects.length === 0
    ? []
    : (await system(db).of(homeworks).list({ season, subject: subjects })).filter((row) => row.maxPoints !== null);
