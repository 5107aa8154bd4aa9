import {
  courses,
  enrollmentAgreements,
  enrollments,
  gradeLevels,
  guardians,
  students,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { inSeason, seasonPair } from './seasons.ts';

type Enrollment = RowOf<typeof enrollments>;

const titles = <T extends { id: number }>(rows: readonly T[], title: (row: T) => string): Map<number, string> =>
  new Map(rows.map((row) => [row.id, title(row)] as const));

/** The enrolments of a season of the active school, as the caller may read them. */
const enrolmentsOf = async (tx: Db, ctx: RequestContext, school: number, season: number): Promise<Enrollment[]> =>
  scoped(tx, inSeason(ctx, season)).of(enrollments).list({ school, season });

/**
 * The school's active students not enrolled in the active season yet, with their guardians: last
 * season's, and also those who have no enrolment row of any season (a class seeded or imported
 * without one). Their grade level is last season's enrolment's, else their record's.
 */
export const previousSeasonStudents = async (tx: Db, ctx: RequestContext) => {
  const { active, previous } = await seasonPair(tx, ctx);
  const before = previous ? await enrolmentsOf(tx, ctx, active.school, previous.id) : [];
  const now = new Set((await enrolmentsOf(tx, ctx, active.school, active.id)).map((row) => row.studentId));
  const repo = scoped(tx, ctx);
  const roster = (
    await repo.of(students).list({ school: active.school }, { order: { lastName: 'asc', name: 'asc' } })
  ).filter((student) => student.isActive !== false && !now.has(student.id));
  const ids = roster.map((student) => student.id);
  const levels = titles(await repo.of(gradeLevels).list({ school: active.school }), (level) => level.title);
  const lastGrade = new Map(before.map((row) => [row.studentId, row.gradeLevel] as const));
  const family = ids.length > 0 ? await repo.of(guardians).list({ studentId: ids }) : [];
  return {
    season: previous ? { id: previous.id, title: previous.title } : null,
    students: roster.map((student) => {
      const grade = lastGrade.get(student.id) ?? student.gradeLevel;
      return {
        id: student.id,
        name: student.name,
        lastName: student.lastName,
        studentNumber: student.studentNumber,
        gradeLevel: grade ? (levels.get(grade) ?? null) : null,
        guardians: family
          .filter((guardian) => guardian.studentId === student.id)
          .map((guardian) => `${guardian.name} ${guardian.lastName}`),
      };
    }),
  };
};

/** The active season's enrolments with the names of their student, grade level, course and agreement. */
export const seasonEnrollments = async (tx: Db, ctx: RequestContext) => {
  const { active } = await seasonPair(tx, ctx);
  // Newest first: the enrolments made today on top.
  const rows = (await enrolmentsOf(tx, ctx, active.school, active.id)).sort(
    (a, b) => b.enrollmentDate.localeCompare(a.enrollmentDate) || b.id - a.id,
  );
  const repo = scoped(tx, ctx);
  const ids = rows.map((row) => row.studentId);
  const roster = new Map(
    (ids.length > 0 ? await repo.of(students).list({ id: ids }) : []).map((student) => [student.id, student] as const),
  );
  const levels = titles(await repo.of(gradeLevels).list({ school: active.school }), (level) => level.title);
  const taught = titles(await repo.of(courses).list({ school: active.school }), (course) => course.title);
  const agreements = titles(await repo.of(enrollmentAgreements).list({ school: active.school }), (row) => row.title);
  const items = rows.flatMap((row) => {
    const student = roster.get(row.studentId);
    if (!student) return [];
    return [
      {
        id: row.id,
        studentId: row.studentId,
        name: student.name,
        lastName: student.lastName,
        studentNumber: student.studentNumber,
        gradeLevel: row.gradeLevel ? (levels.get(row.gradeLevel) ?? null) : null,
        course: row.courseId ? (taught.get(row.courseId) ?? null) : null,
        enrollmentDate: row.enrollmentDate,
        isReturning: row.isReturning === true,
        agreement: row.agreement ? (agreements.get(row.agreement) ?? null) : null,
        signatureDate: row.signatureDate,
      },
    ];
  });
  return { items };
};

interface Counts {
  newCount: number;
  returning: number;
  total: number;
  lastSeason: number;
}

const zero = (): Counts => ({ newCount: 0, returning: 0, total: 0, lastSeason: 0 });

/**
 * Counts of the active season's enrolments by grade level (in the school's level order), new
 * against returning, beside last season's count of the same grade level; a level with neither
 * is left out, enrolments of no level are one row of their own (`gradeLevel: null`).
 */
export const enrollmentDashboard = async (tx: Db, ctx: RequestContext) => {
  const { active, previous } = await seasonPair(tx, ctx);
  const now = await enrolmentsOf(tx, ctx, active.school, active.id);
  const before = previous ? await enrolmentsOf(tx, ctx, active.school, previous.id) : [];
  const levels = await scoped(tx, ctx)
    .of(gradeLevels)
    .list({ school: active.school }, { order: { levelOrder: 'asc' } });
  const byLevel = new Map<number | null, Counts>();
  const at = (level: number | null): Counts => {
    const known = byLevel.get(level) ?? zero();
    byLevel.set(level, known);
    return known;
  };
  for (const row of now) {
    const counts = at(row.gradeLevel);
    counts.total += 1;
    if (row.isReturning) counts.returning += 1;
    else counts.newCount += 1;
  }
  for (const row of before) at(row.gradeLevel).lastSeason += 1;
  const ordered: (number | null)[] = [...levels.map((level) => level.id), null];
  const rows = ordered.flatMap((level) => {
    const counts = byLevel.get(level);
    if (!counts) return [];
    const title = level === null ? null : (levels.find((row) => row.id === level)?.title ?? null);
    return [{ gradeLevel: title, ...counts }];
  });
  const totals = rows.reduce(
    (sum, row) => ({
      newCount: sum.newCount + row.newCount,
      returning: sum.returning + row.returning,
      total: sum.total + row.total,
      lastSeason: sum.lastSeason + row.lastSeason,
    }),
    zero(),
  );
  return {
    season: { id: active.id, title: active.title },
    previousSeason: previous ? { id: previous.id, title: previous.title } : null,
    rows,
    totals,
  };
};
