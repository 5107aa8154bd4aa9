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

/**
 * A student's transcript (docs/gradebook.md, "Transcripts"): every class they sat in, across the
 * seasons and schools the caller reaches, with each course the student has graded work in, its
 * grade by the course's policy and scale (the same arithmetic as the course grade), its credits and
 * GPA points; a GPA per season and in all. Everything is read as the caller reads it on `/api`, so a
 * family's transcript counts released scores only. A fixed number of queries whatever the number
 * of seasons and courses: each table once, the ids as one array.
 */
export const studentTranscript = async (db: Db, ctx: RequestContext, studentId: number): Promise<StudentTranscript> => {
  // Every season, whichever one the screen has chosen: the `seasonId` header a page sends would
  // otherwise keep the season rows (classes, courses) to that one, and the transcript to one season.
  const reader = scoped(db, { ...ctx, activeSeasonId: null }, { across: 'reach', as: 'reader' });
  const student = await reader.of(students).get(studentId);
  const memberships = await reader.of(classStudents).list({ student: student.id });
  const classIds = [...new Set(memberships.map((row) => row.classId))];
  const classRows = classIds.length === 0 ? [] : await reader.of(classes).list({ id: classIds });
  const given =
    classRows.length === 0
      ? []
      : await reader.of(assignments).list({ class: classRows.map((row) => row.id) }, { order: { dueDate: 'asc' } });
  const scores =
    given.length === 0
      ? []
      : await reader.of(assignmentScores).list({ student: student.id, assignment: given.map((row) => row.id) });
  const scored = new Set(scores.map((row) => row.assignment));
  const graded = given.filter((row) => scored.has(row.id));
  const courseIds = [...new Set(graded.map((row) => row.course))];
  const courseRows = courseIds.length === 0 ? [] : await reader.of(courses).list({ id: courseIds });
  const schoolIds = [...new Set(classRows.map((row) => row.school))];
  const [gradings, overrides, seasonRows, schoolRows] = await Promise.all([
    courseGradings(reader, courseRows),
    // The teacher's grades stand in place of the computed ones (a family's once released).
    classRows.length === 0
      ? []
      : reader.of(gradeOverrides).list({ student: student.id, class: classRows.map((row) => row.id) }),
    classRows.length === 0 ? [] : reader.of(seasons).list({ id: [...new Set(classRows.map((row) => row.season))] }),
    schoolIds.length === 0 ? [] : reader.of(schools).list({ id: schoolIds }),
  ]);

  const courseById = new Map(courseRows.map((row) => [row.id, row]));
  const language = ctx.language;

  const gradeIn = (klass: RowOf<typeof classes>, course: RowOf<typeof courses>) =>
    courseLine({
      course,
      grading: gradings.get(course.id),
      work: graded.filter((row) => row.class === klass.id && row.course === course.id),
      scores,
      override: overrides.find((row) => row.class === klass.id && row.course === course.id),
      language,
    });

  const seasonTitle = new Map(seasonRows.map((row) => [row.id, row]));
  const schoolTitle = new Map(schoolRows.map((row) => [row.id, row.title]));
  const bySeason = [...classRows].sort((a, b) => {
    const first = seasonTitle.get(a.season)?.startDate ?? '';
    const second = seasonTitle.get(b.season)?.startDate ?? '';
    return first.localeCompare(second) || a.id - b.id;
  });
  const ranks = await classRanks(db, student.id, classRows, language);
  const seasonsOut = bySeason.flatMap((klass) => {
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
    student: { id: student.id, name: student.name, lastName: student.lastName, studentNumber: student.studentNumber },
    seasons: seasonsOut,
    cumulative: figuresOf(seasonsOut.flatMap((season) => season.courses)),
  };
};
