import {
  assignmentScores,
  assignments,
  classes,
  classStudents,
  courses,
  gradeOverrides,
  schools,
  seasons,
  type RowOf,
  students,
  type StudentTranscript,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseGradings } from '../gradebook/course-grading.ts';
import { courseLine, figuresOf } from './transcript-lines.ts';
import { classRanks } from './transcript-rank.ts';

/** What to work out beyond the courses: the class ranks (the transcript shows them; a count of credits needs none). */
interface TranscriptOptions {
  ranks: boolean;
}

/**
 * The transcripts of many students at once (docs/gradebook.md, "Transcripts"), for students the
 * caller has already reached (a class's members): every class each sat in, across the seasons and
 * schools the caller reaches, each course they have graded work in with its grade by the course's
 * policy and scale (the same arithmetic as the course grade), its credits and GPA points; a GPA per
 * season and in all. Read as the caller reads it on `/api`, so a family's counts released scores
 * only. Each table is read once for all of them, so a class's forty transcripts are the same
 * dozen statements as one (they were a dozen a student, and each worked out the class's ranks).
 */
export const studentTranscripts = async (
  db: Db,
  ctx: RequestContext,
  studentRows: readonly RowOf<typeof students>[],
  options: TranscriptOptions,
): Promise<StudentTranscript[]> => {
  if (studentRows.length === 0) return [];
  // Every season, whichever one the screen has chosen: the `seasonId` header a page sends would
  // otherwise keep the season rows (classes, courses) to that one, and the transcript to one season.
  const reader = scoped(db, { ...ctx, activeSeasonId: null }, { across: 'reach', as: 'reader' });
  const studentIds = studentRows.map((row) => row.id);
  const memberships = await reader.of(classStudents).list({ student: studentIds });
  const classIds = [...new Set(memberships.map((row) => row.classId))];
  const classRows = classIds.length === 0 ? [] : await reader.of(classes).list({ id: classIds });
  const given =
    classRows.length === 0
      ? []
      : await reader.of(assignments).list({ class: classRows.map((row) => row.id) }, { order: { dueDate: 'asc' } });
  const allScores =
    given.length === 0
      ? []
      : await reader.of(assignmentScores).list({ student: studentIds, assignment: given.map((row) => row.id) });
  const scoredWork = new Set(allScores.map((row) => row.assignment));
  const courseIds = [...new Set(given.filter((row) => scoredWork.has(row.id)).map((row) => row.course))];
  const courseRows = courseIds.length === 0 ? [] : await reader.of(courses).list({ id: courseIds });
  const schoolIds = [...new Set(classRows.map((row) => row.school))];
  const [gradings, allOverrides, seasonRows, schoolRows] = await Promise.all([
    courseGradings(reader, courseRows),
    // The teacher's grades stand in place of the computed ones (a family's once released).
    classRows.length === 0
      ? []
      : reader.of(gradeOverrides).list({ student: studentIds, class: classRows.map((row) => row.id) }),
    classRows.length === 0 ? [] : reader.of(seasons).list({ id: [...new Set(classRows.map((row) => row.season))] }),
    schoolIds.length === 0 ? [] : reader.of(schools).list({ id: schoolIds }),
  ]);

  const courseById = new Map(courseRows.map((row) => [row.id, row]));
  const classById = new Map(classRows.map((row) => [row.id, row]));
  const language = ctx.language;
  const seasonTitle = new Map(seasonRows.map((row) => [row.id, row]));
  const schoolTitle = new Map(schoolRows.map((row) => [row.id, row.title]));
  const inSeasonOrder = (a: RowOf<typeof classes>, b: RowOf<typeof classes>) => {
    const first = seasonTitle.get(a.season)?.startDate ?? '';
    const second = seasonTitle.get(b.season)?.startDate ?? '';
    return first.localeCompare(second) || a.id - b.id;
  };

  return Promise.all(
    studentRows.map(async (student) => {
      const ownClasses = [
        ...new Set(memberships.filter((row) => row.student === student.id).map((row) => row.classId)),
      ].flatMap((id) => classById.get(id) ?? []);
      const scores = allScores.filter((row) => row.student === student.id);
      const scored = new Set(scores.map((row) => row.assignment));
      const ownClassIds = new Set(ownClasses.map((row) => row.id));
      const graded = given.filter((row) => scored.has(row.id) && ownClassIds.has(row.class));
      const overrides = allOverrides.filter((row) => row.student === student.id);
      const gradeIn = (klass: RowOf<typeof classes>, course: RowOf<typeof courses>) =>
        courseLine({
          course,
          grading: gradings.get(course.id),
          work: graded.filter((row) => row.class === klass.id && row.course === course.id),
          scores,
          override: overrides.find((row) => row.class === klass.id && row.course === course.id),
          language,
        });
      const ranks = options.ranks ? await classRanks(db, student.id, ownClasses, language) : new Map();
      const seasonsOut = [...ownClasses].sort(inSeasonOrder).flatMap((klass) => {
        const taught = [...new Set(graded.filter((row) => row.class === klass.id).map((row) => row.course))]
          .flatMap((id) => courseById.get(id) ?? [])
          .sort((a, b) => a.title.localeCompare(b.title, language));
        if (taught.length === 0) return [];
        const rows = taught.map((course) => gradeIn(klass, course));
        return [
          {
            season: klass.season,
            seasonTitle: seasonTitle.get(klass.season)?.title ?? '',
            schoolTitle: schoolTitle.get(klass.school) ?? '',
            classTitle: klass.title,
            courses: rows,
            gpa: figuresOf(rows),
            rank: ranks.get(klass.id) ?? null,
          },
        ];
      });
      return {
        student: {
          id: student.id,
          name: student.name,
          lastName: student.lastName,
          studentNumber: student.studentNumber,
        },
        seasons: seasonsOut,
        cumulative: figuresOf(seasonsOut.flatMap((season) => season.courses)),
      };
    }),
  );
};

/**
 * One student's transcript, with their class ranks where their school gives them: the student
 * is read through the caller's reach first (404 outside it), then as one of many.
 */
export const studentTranscript = async (db: Db, ctx: RequestContext, studentId: number): Promise<StudentTranscript> => {
  const reader = scoped(db, { ...ctx, activeSeasonId: null }, { across: 'reach', as: 'reader' });
  const student = await reader.of(students).get(studentId);
  const [transcript] = await studentTranscripts(db, ctx, [student], { ranks: true });
  if (!transcript) throw new Error('a transcript of one student is one transcript');
  return transcript;
};
