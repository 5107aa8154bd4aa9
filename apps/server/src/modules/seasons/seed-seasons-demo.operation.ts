import { courses, databases, gradeLevels, schools, seasons } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
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
  const store = system(db);
  const demo = await store.of(schools).list({ title: ['Demo High School', 'Demo Middle School'] });
  for (const { id: school } of demo) {
    const season = await store.of(seasons).first({ school, isDefault: true });
    if (!season) continue;
    const grades = await store.of(gradeLevels).list({ school }, { order: { levelOrder: 'asc' } });
    for (const grade of grades) {
      const number = grade.title.replace(/\D/g, '');
      for (const [title, prefix, weeklyHours, credit] of SUBJECTS) {
        await ensureRecord(
          db,
          courses,
          { season: season.id, code: `${prefix}${number}` },
          { school, title: `${title} ${number}`, gradeLevel: grade.id, weeklyHours, credit, isActive: true },
        );
      }
    }
    await ensureRecord(db, databases, { season: season.id }, { school, name: season.database ?? undefined });
  }
};
