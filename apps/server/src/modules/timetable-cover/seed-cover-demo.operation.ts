import { classes, schedules, schools, seasons, teacherAbsences, users, USER_TYPE } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../demo/seed-demo.operation.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { daysOffBetween, isSchoolDay, type DaysOff } from '../school-holidays/school-days.ts';

const DAY_MS = 86_400_000;

/**
 * Two more teachers of Demo High School and their lessons of the day to cover: start, end and
 * the class's title. After the demo teacher's last lesson of the day (13:50), so the day view and
 * register of the demo teacher read as before.
 */
const TEACHERS: { email: string; name: string; lastName: string; lessons: [string, string, string][] }[] = [
  {
    email: 'kerem.yildiz@kampus.test',
    name: 'Kerem',
    lastName: 'Yıldız',
    lessons: [
      ['14:40:00', '15:20:00', '11-A'],
      ['15:30:00', '16:10:00', '12-A'],
    ],
  },
  {
    email: 'ayse.kaya@kampus.test',
    name: 'Ayşe',
    lastName: 'Kaya',
    lessons: [['14:40:00', '15:20:00', '10-A']],
  },
];

/** The first school day (Monday to Friday, not one of the season's holidays) after `today`. */
const nextSchoolDay = (today: string, daysOff: DaysOff): string => {
  let day = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
  const off = (at: number) =>
    [0, 6].includes(new Date(at).getUTCDay()) || !isSchoolDay(daysOff, new Date(at).toISOString().slice(0, 10));
  while (off(day)) day += DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
};

/**
 * Daily cover's demo (issue 32): Kerem Yıldız away on the next school day after the first start,
 * his two lessons to cover, and Ayşe Kaya teaching at the time of his first (so she is proposed
 * for his second only). Runs once: a start that finds his lessons or his absence leaves everything as it is.
 */
export const seedCoverDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const school = await store.of(schools).first({ title: 'Demo High School' });
  if (!school) return;
  const season = await store.of(seasons).first({ school: school.id, isDefault: true });
  if (!season) return;
  const teachers: { id: number }[] = [];
  for (const teacher of TEACHERS)
    teachers.push(
      await ensureRecord(
        db,
        users,
        { email: teacher.email },
        {
          name: teacher.name,
          lastName: teacher.lastName,
          userType: USER_TYPE.teacher,
          schoolId: school.id,
          isSuperadmin: false,
          password: DEMO_PASSWORD,
        },
      ),
    );
  const [absent] = teachers;
  // Once: his absence stays when a published timetable replaces his lessons, so a later start
  // does not make him away again on another day.
  if (!absent) return;
  if ((await store.of(schedules).count({ teacherId: absent.id })) > 0) return;
  if ((await store.of(teacherAbsences).count({ teacher: absent.id })) > 0) return;
  const classRows = await store.of(classes).list({ school: school.id, season: season.id });
  const today = (await schoolClock(db, school.id)).date;
  // The season's holidays of the next few weeks: a day off has no lesson to cover.
  const daysOff = await daysOffBetween(
    db,
    { season: season.id },
    today,
    new Date(Date.parse(`${today}T00:00:00Z`) + 60 * DAY_MS).toISOString().slice(0, 10),
  );
  const day = nextSchoolDay(today, daysOff);
  const rows = TEACHERS.flatMap((teacher, index) =>
    teacher.lessons.flatMap(([enterTime, exitTime, title]) => {
      const klass = classRows.find((row) => row.title === title);
      const account = teachers[index];
      if (!klass || !account) return [];
      return [
        {
          school: school.id,
          season: season.id,
          teacherId: account.id,
          scheduleDate: day,
          enterTime,
          exitTime,
          classId: klass.id,
          classTypeId: klass.classTypeId ?? null,
          isDone: false,
          isDoneAttendance: false,
        },
      ];
    }),
  );
  await createMany(db, systemContext(), schedules, rows);
  await createMany(db, systemContext(), teacherAbsences, [
    {
      school: school.id,
      season: season.id,
      teacher: absent.id,
      absenceDate: day,
      allDay: true,
      reasonKind: 'training',
      note: 'Regional science teachers’ workshop',
    },
  ]);
};
