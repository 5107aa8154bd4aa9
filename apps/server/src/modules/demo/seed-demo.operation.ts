import { gradeLevels, gradingTerms, schools, seasons, users, USER_TYPE } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from './ensure-record.ts';
import { seedSchoolLife } from '../school-life/seed-school-life.operation.ts';
import { seedSetupDemo } from '../setup/seed-setup-demo.operation.ts';
import { seedAccountsDemo } from '../accounts/seed-accounts-demo.ts';
import { seedHealthDemo } from '../health/seed-health-demo.operation.ts';
import { seedGuidanceDemo } from '../guidance/seed-guidance-demo.operation.ts';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Kampus!2026';

/** The two grading terms of the demo season: title, first and last day. */
const TERMS: [string, string, string][] = [
  ['First term', '2026-09-01', '2027-01-22'],
  ['Second term', '2027-02-08', '2027-06-30'],
];

const seedSchoolYear = async (db: Db, schoolId: number, slug: string, levels: string[]): Promise<void> => {
  const season = await ensureRecord(
    db,
    seasons,
    { school: schoolId, title: '2026-2027' },
    { startDate: '2026-09-01', endDate: '2027-06-30', isDefault: true, database: `${slug}_2026_2027` },
  );
  const seasonId = season.id;
  for (const [index, [title, startDate, endDate]] of TERMS.entries()) {
    await ensureRecord(
      db,
      gradingTerms,
      { season: seasonId, title },
      { school: schoolId, termOrder: index + 1, startDate, endDate },
    );
  }
  for (const [index, title] of levels.entries()) {
    await ensureRecord(db, gradeLevels, { school: schoolId, title }, { levelOrder: index + 1, active: true });
  }
};

/**
 * The demo group (README, "Demo data"): a headquarters, a campus and two schools with a
 * season, grading terms, grade levels, menus for every audience and one account per kind of user.
 * Everything goes through the create operation; running it again changes nothing.
 */
export const seedDemo = async (db: Db): Promise<void> => {
  const hq = await ensureRecord(
    db,
    schools,
    { title: 'Demo Education Group' },
    {
      type: 'headquarters',
      menuTitle: 'Demo Group',
      countryCode: 'TR',
      email: 'info@kampus.test',
      phone1: '+90 212 000 00 00',
      address: 'Büyükdere Cd. 1, Şişli, İstanbul',
      timezone: 'Europe/Istanbul',
    },
  );
  const campus = await ensureRecord(
    db,
    schools,
    { title: 'Central Campus' },
    {
      type: 'campus',
      parent: hq.id,
      countryCode: 'TR',
      timezone: 'Europe/Istanbul',
    },
  );
  const high = await ensureRecord(
    db,
    schools,
    { title: 'Demo High School' },
    {
      type: 'school',
      parent: campus.id,
      countryCode: 'TR',
      classLevels: '9,10,11,12',
      timezone: 'Europe/Istanbul',
      transcriptRank: true,
    },
  );
  const middle = await ensureRecord(
    db,
    schools,
    { title: 'Demo Middle School' },
    {
      type: 'school',
      parent: campus.id,
      countryCode: 'TR',
      classLevels: '5,6,7,8',
      timezone: 'Europe/Istanbul',
    },
  );
  await seedSchoolYear(db, high.id, 'demo_high', ['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12']);
  await seedSchoolYear(db, middle.id, 'demo_middle', ['Grade 5', 'Grade 6', 'Grade 7', 'Grade 8']);
  await seedSetupDemo(db, [high.id, middle.id]);

  const accounts: [string, string, string, number, number, boolean][] = [
    ['admin@kampus.test', 'Ada', 'Admin', USER_TYPE.headquarters, hq.id, true],
    ['hq@kampus.test', 'Hakan', 'Merkez', USER_TYPE.headquarters, hq.id, false],
    ['campus@kampus.test', 'Cem', 'Kampüs', USER_TYPE.campus, campus.id, false],
    ['school@kampus.test', 'Selin', 'Okul', USER_TYPE.schoolAdmin, high.id, false],
    ['school2@kampus.test', 'Orhan', 'Ortaokul', USER_TYPE.schoolAdmin, middle.id, false],
    ['teacher@kampus.test', 'Tülay', 'Öğretmen', USER_TYPE.teacher, high.id, false],
    ['parent@kampus.test', 'Pelin', 'Veli', USER_TYPE.parent, high.id, false],
    ['student@kampus.test', 'Deniz', 'Öğrenci', USER_TYPE.student, high.id, false],
    // School staff whose nurse duty (seedHealthDemo) opens the health records: docs/health.md.
    ['nurse@kampus.test', 'Nur', 'Hemşire', USER_TYPE.staff, high.id, false],
    // School staff whose counsellor duty (seedGuidanceDemo) opens the guidance records: docs/guidance.md.
    ['counsellor@kampus.test', 'Rana', 'Rehber', USER_TYPE.staff, high.id, false],
    // School staff whose librarian duty (seedLibraryDemo) opens the desk: docs/library.md.
    ['librarian@kampus.test', 'Leyla', 'Kütüphaneci', USER_TYPE.staff, high.id, false],
    // School staff whose warden duty (seedDormitoriesDemo) opens the boarding house: docs/dormitories.md.
    ['warden@kampus.test', 'Murat', 'Belletmen', USER_TYPE.staff, high.id, false],
  ];
  for (const [email, name, lastName, userType, schoolId, isSuperadmin] of accounts) {
    await ensureRecord(
      db,
      users,
      { email },
      { name, lastName, userType, schoolId, isSuperadmin, password: DEMO_PASSWORD },
    );
  }
  await seedSchoolLife(db);
  await seedAccountsDemo(db);
  await seedHealthDemo(db);
  await seedGuidanceDemo(db);
};
