import { courses, databases } from '@kampus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
// The databases' hooks enqueue their preparation: make sure they are registered whoever seeds.
import './databases.hooks.ts';

/** Subjects every demo grade level gets: title, code prefix, weekly hours, credit. */
const SUBJECTS: [string, string, number, number][] = [
  ['Mathematics', 'MAT', 5, 5],
  ['Turkish Language and Literature', 'TRL', 5, 5],
  ['English', 'ENG', 4, 4],
  ['Science', 'SCI', 4, 4],
  ['History', 'HIS', 2, 2],
  ['Physical Education', 'PE', 2, 1],
];

/**
 * The demo schools' courses (each subject for each grade level) in their default season, and that
 * season's database. The database goes through the create operation like any other, so the job
 * queue prepares it: a fresh demo shows it created once the first job has run.
 */
export const seedSeasonsDemo = async (db: Db): Promise<void> => {
  const schools = resourceTable('schools');
  const seasons = resourceTable('seasons');
  const levels = resourceTable('grade_levels');
  const demo = await db
    .select({ id: col(schools, 'id') })
    .from(schools)
    .where(inArray(col(schools, 'title'), ['Demo High School', 'Demo Middle School']));
  for (const { id } of demo) {
    const school = Number(id);
    const [season] = await db
      .select()
      .from(seasons)
      .where(and(eq(col(seasons, 'school'), school), eq(col(seasons, 'isDefault'), true)))
      .limit(1);
    if (!season) continue;
    const grades = await db
      .select()
      .from(levels)
      .where(eq(col(levels, 'school'), school))
      .orderBy(col(levels, 'levelOrder'));
    for (const grade of grades) {
      const number = String(grade.title).replace(/\D/g, '');
      for (const [title, prefix, weeklyHours, credit] of SUBJECTS) {
        await ensureRecord(
          db,
          courses,
          { season: Number(season.id), code: `${prefix}${number}` },
          { school, title: `${title} ${number}`, gradeLevel: Number(grade.id), weeklyHours, credit, isActive: true },
        );
      }
    }
    await ensureRecord(db, databases, { season: Number(season.id) }, { school, name: season.database ?? undefined });
  }
};
