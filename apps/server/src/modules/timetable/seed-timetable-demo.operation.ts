import {
  classes,
  courses,
  rooms,
  schools,
  seasons,
  timetableLessons,
  timetablePeriods,
  timetableTeacherRules,
  users,
  USER_TYPE,
} from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../demo/seed-demo.operation.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** An Istanbul school's day: eight lessons of forty minutes, ten-minute breaks, lunch after the fifth. */
const BELLS: [string, string][] = [
  ['08:30:00', '09:10:00'],
  ['09:20:00', '10:00:00'],
  ['10:10:00', '10:50:00'],
  ['11:00:00', '11:40:00'],
  ['11:50:00', '12:30:00'],
  ['13:20:00', '14:00:00'],
  ['14:10:00', '14:50:00'],
  ['15:00:00', '15:40:00'],
];

const ROOMS: [string, 'classroom' | 'lab' | 'gym' | 'computer' | 'library' | 'art', number][] = [
  ['Derslik 101', 'classroom', 32],
  ['Derslik 102', 'classroom', 32],
  ['Derslik 103', 'classroom', 32],
  ['Derslik 104', 'classroom', 32],
  ['Derslik 105', 'classroom', 28],
  ['Fen Laboratuvarı', 'lab', 30],
  ['Spor Salonu', 'gym', 80],
  ['Bilişim Sınıfı', 'computer', 30],
  ['Kütüphane', 'library', 40],
  ['Resim Atölyesi', 'art', 24],
];

/**
 * Each course code's teacher (the demo teacher teaches mathematics) and how it is taught: periods
 * a week from the course, doubles and rooms as a school would set them.
 */
const TEACHING: Record<
  string,
  { email: string; length: 1 | 2; roomKind: 'classroom' | 'lab' | 'gym'; morning?: boolean }
> = {
  MAT: { email: 'teacher@kampus.test', length: 1, roomKind: 'classroom', morning: true },
  TRL: { email: 'kemal.yilmaz@kampus.test', length: 1, roomKind: 'classroom' },
  ENG: { email: 'ayse.demir@kampus.test', length: 1, roomKind: 'classroom' },
  SCI: { email: 'murat.kaya@kampus.test', length: 2, roomKind: 'lab' },
  HIS: { email: 'elif.sahin@kampus.test', length: 1, roomKind: 'classroom' },
  PE: { email: 'burak.arslan@kampus.test', length: 2, roomKind: 'gym' },
};

const TEACHERS: [string, string, string][] = [
  ['kemal.yilmaz@kampus.test', 'Kemal', 'Yılmaz'],
  ['ayse.demir@kampus.test', 'Ayşe', 'Demir'],
  ['murat.kaya@kampus.test', 'Murat', 'Kaya'],
  ['elif.sahin@kampus.test', 'Elif', 'Şahin'],
  ['burak.arslan@kampus.test', 'Burak', 'Arslan'],
];

/**
 * What Demo High School's week is made of in its default season (docs/timetable.md): the bell
 * times, ten rooms with a lab and a gym, five more teachers, their rules, and each class's
 * lessons of its grade's courses, so a solve on first start succeeds. Seeded once: a school that
 * changed its lessons keeps them.
 */
export const seedTimetableDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const school = await store.of(schools).first({ title: 'Demo High School' });
  if (!school) return;
  const season = await store.of(seasons).first({ school: school.id, isDefault: true });
  if (!season || (await store.of(timetablePeriods).count({ season: season.id })) > 0) return;
  const ctx = systemContext();
  await createMany(
    db,
    ctx,
    timetablePeriods,
    BELLS.map(([startTime, endTime], index) => ({
      school: school.id,
      season: season.id,
      periodNumber: index + 1,
      startTime,
      endTime,
    })),
  );
  for (const [name, kind, capacity] of ROOMS) {
    await ensureRecord(db, rooms, { school: school.id, name }, { kind, capacity });
  }
  for (const [email, name, lastName] of TEACHERS) {
    await ensureRecord(
      db,
      users,
      { email },
      { name, lastName, userType: USER_TYPE.teacher, schoolId: school.id, password: DEMO_PASSWORD },
    );
  }
  const teacherRows = await store.of(users).list({ email: Object.values(TEACHING).map((t) => t.email) });
  const teacherOf = (email: string) => teacherRows.find((row) => row.email === email)?.id;
  const turkish = teacherOf('kemal.yilmaz@kampus.test');
  const history = teacherOf('elif.sahin@kampus.test');
  const pe = teacherOf('burak.arslan@kampus.test');
  const rules = [
    ...(turkish ? [{ teacher: turkish, maxPerDay: 6, maxInARow: 4 }] : []),
    // Part-time on Fridays: gone after the fourth period.
    ...(history
      ? [{ teacher: history, maxPerDay: 4, unavailable: [5, 6, 7, 8].map((period) => ({ weekday: 5, period })) }]
      : []),
    ...(pe ? [{ teacher: pe, avoided: [{ weekday: 1, period: 1 }] }] : []),
  ];
  await createMany(
    db,
    ctx,
    timetableTeacherRules,
    rules.map((rule) => ({ school: school.id, season: season.id, ...rule })),
  );
  const classRows = await store.of(classes).list({ school: school.id, season: season.id }, { order: { title: 'asc' } });
  const courseRows = await store.of(courses).list({ season: season.id });
  const lessons = classRows.flatMap((klass) =>
    courseRows
      .filter((course) => course.gradeLevel === klass.gradeLevel)
      .flatMap((course) => {
        const teaching = TEACHING[(course.code ?? '').replace(/\d+$/, '')];
        const teacher = teaching ? teacherOf(teaching.email) : undefined;
        const periodsPerWeek = course.weeklyHours ?? 0;
        if (!teaching || teacher === undefined || periodsPerWeek < 1) return [];
        return [
          {
            school: school.id,
            season: season.id,
            classId: klass.id,
            course: course.id,
            teacher,
            periodsPerWeek,
            length: teaching.length,
            roomKind: teaching.roomKind,
            preferMorning: teaching.morning === true,
          },
        ];
      }),
  );
  await createMany(db, ctx, timetableLessons, lessons);
};
