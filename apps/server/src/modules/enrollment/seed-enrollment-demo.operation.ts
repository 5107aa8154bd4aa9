import { enrollments, schools, seasons, students } from '@kampus/contract';
import { systemContext, type RequestContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { reenrollStudents } from './reenroll.operation.ts';

/** A year earlier, same day (the demo season's dates are the first of a month: no 29 February). */
const yearBefore = (day: string): string => `${String(Number(day.slice(0, 4)) - 1).padStart(4, '0')}${day.slice(4)}`;

/**
 * Per demo school: last season (the year before the default one), in which the first thirty
 * students by id were enrolled; twenty of them re-enrolled into the default season through the
 * re-enrolment command (returning), the other ten left for the previous-season screen; the last
 * eight students are this season's new enrolments. Runs once: a school with enrolments is done.
 */
const seedSchool = async (db: Db, schoolId: number): Promise<void> => {
  const store = system(db);
  const season = await store.of(seasons).first({ school: schoolId, isDefault: true });
  if (!season?.startDate) return;
  if (await store.of(enrollments).first({ school: schoolId })) return;
  const lastYear = await ensureRecord(
    db,
    seasons,
    { school: schoolId, title: `${yearBefore(season.startDate).slice(0, 4)}-${season.startDate.slice(0, 4)}` },
    {
      startDate: yearBefore(season.startDate),
      endDate: season.endDate ? yearBefore(season.endDate) : null,
      isDefault: false,
    },
  );
  const roster = await store.of(students).list({ school: schoolId }, { order: { id: 'asc' } });
  const before = roster.slice(0, 30);
  const fresh = roster.slice(30);
  const lastCtx: RequestContext = { ...systemContext(), activeSchoolId: schoolId, activeSeasonId: lastYear.id };
  for (const student of before) {
    await create(db, lastCtx, enrollments, {
      school: schoolId,
      season: lastYear.id,
      studentId: student.id,
      gradeLevel: student.gradeLevel,
      enrollmentDate: yearBefore(season.startDate).replace(/-\d{2}$/, '-01'),
    });
  }
  const ctx: RequestContext = { ...systemContext(), activeSchoolId: schoolId, activeSeasonId: season.id };
  await reenrollStudents(db, ctx, {
    studentIds: before.slice(0, 20).map((student) => student.id),
    enrollmentDate: season.startDate,
    fees: [],
  });
  for (const student of fresh) {
    await create(db, ctx, enrollments, {
      school: schoolId,
      season: season.id,
      studentId: student.id,
      gradeLevel: student.gradeLevel,
      enrollmentDate: student.enrollmentDate ?? season.startDate,
    });
  }
};

export const seedEnrollmentDemo = async (db: Db): Promise<void> => {
  const demo = await system(db)
    .of(schools)
    .list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id } of demo) await seedSchool(db, id);
};
