import {
  assignmentScores,
  assignments,
  classes,
  courses,
  examClasses,
  examResults,
  examTemplateSubjects,
  exams,
  toHundredths,
  type RowOf,
  type SubjectScore,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks } from '../../core/hooks.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { gradedHomeworks, homeworkIntoGradebook } from './homework-work.operation.ts';
import { categoryOf, coursesFor, forLevel } from './work-placement.ts';

type Assignment = RowOf<typeof assignments>;

/** One piece of the exam's gradebook work: a class, a course of the exam's subject, out of the subject's points. */
interface Work {
  classId: number;
  course: RowOf<typeof courses>;
  subject: number;
  maxPoints: string;
}

const keyOf = (classId: number, course: number): string => `${classId}:${course}`;

/** Two decimals read as hundredths, so '40' and '40.00' are the same figure. */
const same = (left: string | null | undefined, right: string | null | undefined): boolean =>
  (left === null || left === undefined ? null : toHundredths(left)) ===
  (right === null || right === undefined ? null : toHundredths(right));

/**
 * The gradebook work the exam makes: for each class it was given to, each active course of the
 * exam's season whose `subject` is one of the template's subjects with points, for the class's
 * grade level (or a course of no grade level).
 */
const workOf = async (db: Db, exam: RowOf<typeof exams>, onlyClass?: number): Promise<Work[]> => {
  const store = system(db);
  const [subjects, given] = await Promise.all([
    store.of(examTemplateSubjects).list({ examTemplateId: exam.examTemplate }),
    store.of(examClasses).list({ examId: exam.id }),
  ]);
  const points = new Map(
    subjects.filter((row) => (toHundredths(row.points) ?? 0) > 0).map((row) => [row.subject, row]),
  );
  const classIds = given.map((row) => row.classId).filter((id) => onlyClass === undefined || id === onlyClass);
  if (points.size === 0 || classIds.length === 0) return [];
  const classRows = await store.of(classes).list({ id: classIds });
  const courseRows = await coursesFor(db, exam.school, exam.season, [...points.keys()]);
  return classRows.flatMap((klass) =>
    courseRows.flatMap((course) => {
      const subject = course.subject === null ? undefined : points.get(course.subject);
      if (!subject || !forLevel(course, klass.gradeLevel)) return [];
      return [{ classId: klass.id, course, subject: subject.subject, maxPoints: subject.points }];
    }),
  );
};

/**
 * An exam's results as gradebook work (issue 31, "no number typed twice"; docs/gradebook.md,
 * "Exams in the gradebook"): in the transaction that stored the results (the score grid's save,
 * the optic import, the demo), each (class, course) the exam scores gets one assignment of kind
 * `exam` and each student's subject score becomes their score on it. Only what changed is
 * written, on the caller's behalf (audited) and marked as the exam's (`deriving`), since the
 * assignment's own rules refuse every other writer of its scores. The exam's results are the
 * families' to read from the moment they are stored, so its work is released when made; its
 * category the teacher may change. Work of a class or course the exam no longer scores goes.
 */
export const examIntoGradebook = async (
  db: Db,
  ctx: RequestContext,
  examId: number,
  onlyClass?: number,
): Promise<void> => {
  const exam = await system(db).of(exams).first({ id: examId });
  if (!exam) return;
  const writer = scoped(db, { ...ctx, deriving: 'exam-results' });
  const wanted = await workOf(db, exam, onlyClass);
  const existing = (await system(db).of(assignments).list({ exam: exam.id })).filter(
    (row) => onlyClass === undefined || row.class === onlyClass,
  );
  const byKey = new Map(existing.map((row) => [keyOf(row.class, row.course), row]));
  const kept = new Set<number>();
  const placed: [Work, Assignment][] = [];
  for (const work of wanted) {
    const current = byKey.get(keyOf(work.classId, work.course.id));
    const fields = { title: exam.title, dueDate: exam.examDate, maxPoints: work.maxPoints };
    if (current) {
      kept.add(current.id);
      const changed =
        current.title !== fields.title ||
        current.dueDate !== fields.dueDate ||
        !same(current.maxPoints, fields.maxPoints);
      placed.push([work, changed ? await writer.of(assignments).update(current.id, fields) : current]);
      continue;
    }
    const clock = await schoolClock(db, exam.school);
    const row = await writer.of(assignments).insert({
      ...fields,
      school: exam.school,
      class: work.classId,
      course: work.course.id,
      kind: 'exam',
      exam: exam.id,
      gradingCategory: await categoryOf(db, work.course, 'exam'),
      releasedAt: `${clock.date} ${clock.time.length === 5 ? `${clock.time}:00` : clock.time}`,
    });
    placed.push([work, row]);
  }
  for (const row of existing) if (!kept.has(row.id)) await writer.of(assignments).remove(row.id);
  if (placed.length === 0) return;

  const results = await system(db).of(examResults).list({ examId: exam.id });
  const scores = await system(db)
    .of(assignmentScores)
    .list({ assignment: placed.map(([, row]) => row.id) });
  const stored = new Map(scores.map((row) => [`${row.assignment}:${row.student}`, row]));
  for (const [work, row] of placed) {
    const seen = new Set<number>();
    for (const result of results) {
      if (result.classId !== work.classId) continue;
      const subjectScores = (result.subjectScores ?? {}) as Record<string, SubjectScore | undefined>;
      const points = subjectScores[String(work.subject)]?.score ?? null;
      if (points === null) continue;
      seen.add(result.student);
      const current = stored.get(`${row.id}:${result.student}`);
      if (!current)
        await writer.of(assignmentScores).insert({
          school: exam.school,
          assignment: row.id,
          student: result.student,
          scoreStatus: 'scored',
          points,
        });
      else if (current.scoreStatus !== 'scored' || !same(current.points, points))
        await writer.of(assignmentScores).update(current.id, { scoreStatus: 'scored', points });
    }
    for (const score of scores)
      if (score.assignment === row.id && !seen.has(score.student)) await writer.of(assignmentScores).remove(score.id);
  }
};

/**
 * The exams of a season that score any of the subjects given: those whose work a course's change
 * of subject, grade level or activity may add or take away.
 */
const examsScoring = async (db: Db, season: number, subjects: number[]): Promise<number[]> => {
  if (subjects.length === 0) return [];
  const store = system(db);
  const seasonExams = await store.of(exams).list({ season });
  if (seasonExams.length === 0) return [];
  const scored = await store
    .of(examTemplateSubjects)
    .list({ examTemplateId: [...new Set(seasonExams.map((row) => row.examTemplate))], subject: subjects });
  const templates = new Set(scored.map((row) => row.examTemplateId));
  return seasonExams.filter((row) => templates.has(row.examTemplate)).map((row) => row.id);
};

/** The season's exams and graded homework of the subjects given, laid again. */
const layAgain = async (db: Db, ctx: RequestContext, season: number, subjects: number[]): Promise<void> => {
  for (const exam of await examsScoring(db, season, subjects)) await examIntoGradebook(db, ctx, exam);
  for (const homework of await gradedHomeworks(db, season, subjects))
    await homeworkIntoGradebook(db, ctx, homework, 'subject');
};

/**
 * A course given a subject (or another, or none), moved to another grade level, or made active or
 * not: the season's exams and graded homework of the old and new subject lay their work again, in
 * the same transaction, so the gradebook never disagrees with them (a homework's typed scores
 * refuse the change on `subject`).
 */
export const coursesExamHooks = defineHooks(courses, {
  afterCreate: async (tx, ctx, row) => {
    if (row.subject !== null) await layAgain(tx, ctx, row.season, [row.subject]);
  },
  afterUpdate: async (tx, ctx, row, previous) => {
    const same =
      row.subject === previous.subject && row.gradeLevel === previous.gradeLevel && row.isActive === previous.isActive;
    if (same) return;
    const subjects = [row.subject, previous.subject].flatMap((id) => (id === null ? [] : [id]));
    await layAgain(tx, ctx, row.season, subjects);
  },
});
