import { schoolHolidays, schools, seasons } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/**
 * The demo season's days off: two Turkish public holidays and the break between the demo's two
 * grading terms (the first ends on January 22, the second starts on February 8). Away from the
 * dates the other demos and tests use (January 5 and 6, the week of March 8).
 */
const HOLIDAYS: { title: string; firstDay: string; lastDay: string }[] = [
  { title: 'Republic Day', firstDay: '2026-10-29', lastDay: '2026-10-29' },
  { title: 'Semester break', firstDay: '2027-01-25', lastDay: '2027-02-05' },
  { title: 'National Sovereignty and Children’s Day', firstDay: '2027-04-23', lastDay: '2027-04-23' },
];

/** Both demo schools' default season gets its holidays, once (each found by its title before it is made). */
export const seedHolidaysDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  for (const title of ['Demo High School', 'Demo Middle School']) {
    const school = await store.of(schools).first({ title });
    if (!school) continue;
    const season = await store.of(seasons).first({ school: school.id, isDefault: true });
    if (!season) continue;
    for (const holiday of HOLIDAYS) {
      const inside =
        (!season.startDate || season.startDate <= holiday.firstDay) &&
        (!season.endDate || holiday.lastDay <= season.endDate);
      if (inside)
        await ensureRecord(
          db,
          schoolHolidays,
          { school: school.id, season: season.id, title: holiday.title },
          { firstDay: holiday.firstDay, lastDay: holiday.lastDay },
        );
    }
  }
};
