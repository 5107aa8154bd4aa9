import {
  classStudents,
  classTypes,
  classes,
  gradeLevels,
  gradingTerms,
  guardians,
  schedules,
  schools,
  seasons,
  students,
  users,
  type RowOf,
} from '@kampus/contract';
import { isNotNull } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { schoolClock } from './school-clock.ts';

const STUDENTS_PER_CLASS = 10;

/** The demo teacher's lessons of a day: start, end and the index of the class. */
const TIMETABLE: [string, string, number][] = [
  ['08:30:00', '09:10:00', 0],
  ['09:20:00', '10:00:00', 1],
  ['10:10:00', '10:50:00', 2],
  ['11:00:00', '11:40:00', 3],
  ['13:00:00', '13:40:00', 0],
  ['13:50:00', '14:30:00', 1],
];

interface DemoSchool {
  title: string;
  prefix: string;
  grades: string[];
  seed: number;
}

interface Family {
  teacher: number | null;
  student: number | null;
  parent: number | null;
}

/**
 * Forty students in four classes of the default season, each with a guardian and enrolled for
 * both grading terms. Faker (Turkish locale, fixed seed) names them, so every installation
 * gets the same people. At Demo High School the first student is student@kampus.test and
 * parent@kampus.test is the guardian of two students.
 */
const seedStudents = async (db: Db, schoolId: number, demo: DemoSchool, family: Family | null): Promise<void> => {
  const ctx = systemContext();
  const store = system(db);
  const season = await store.of(seasons).first({ school: schoolId, isDefault: true });
  if (!season) return;
  const termRows = await store.of(gradingTerms).list({ season: season.id }, { order: { startDate: 'asc' } });
  const levelRows = await store.of(gradeLevels).list({ school: schoolId }, { order: { levelOrder: 'asc' } });
  const lesson = await ensureRecord(db, classTypes, { school: schoolId, title: 'Lesson' }, { bgcolor: '#5664d2' });
  const classRows: RowOf<typeof classes>[] = [];
  for (const [index, grade] of demo.grades.entries()) {
    classRows.push(
      await ensureRecord(
        db,
        classes,
        { school: schoolId, season: season.id, title: `${grade}-A` },
        {
          teacher: family?.teacher ?? null,
          gradeLevel: levelRows[index]?.id ?? null,
          classTypeId: lesson.id,
          classroom: `${demo.prefix}${101 + index}`,
          capacity: 30,
        },
      ),
    );
  }
  // Loaded only on the first start: later starts skip it.
  const { faker } = await import('@faker-js/faker/locale/tr');
  faker.seed(demo.seed);
  const bodies = classRows.flatMap((klass, classIndex) =>
    Array.from({ length: STUDENTS_PER_CLASS }, (_, index) => {
      const sex = faker.person.sexType();
      const number = classIndex * STUDENTS_PER_CLASS + index + 1;
      const known = family && number === 1 ? { name: 'Deniz', lastName: 'Öğrenci', user: family.student } : {};
      const sibling = family && number === 12 ? { name: 'Ege', lastName: 'Öğrenci' } : {};
      return {
        school: schoolId,
        name: faker.person.firstName(sex),
        lastName: faker.person.lastName(),
        studentNumber: `${demo.prefix}${String(number).padStart(4, '0')}`,
        nationalId: faker.string.numeric({ length: 11, allowLeadingZeros: false }),
        gender: sex,
        birthDate: faker.date
          .birthdate({
            mode: 'age',
            min: 10 + classIndex + (demo.prefix === 'H' ? 4 : 0),
            max: 11 + classIndex + (demo.prefix === 'H' ? 4 : 0),
          })
          .toISOString()
          .slice(0, 10),
        phone: faker.phone.number(),
        address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
        gradeLevel: klass.gradeLevel ?? null,
        enrollmentDate: '2026-09-01',
        isActive: true,
        ...known,
        ...sibling,
      };
    }),
  );
  const created = await createMany(db, ctx, students, bodies);
  await createMany(
    db,
    ctx,
    guardians,
    created.map((student, index) => {
      const ours = family && (index === 0 || index === 11);
      const mother = faker.datatype.boolean();
      return {
        school: schoolId,
        studentId: student.id,
        user: ours ? family.parent : null,
        relation: ours || mother ? 'mother' : 'father',
        name: ours ? 'Pelin' : faker.person.firstName(mother ? 'female' : 'male'),
        lastName: ours ? 'Veli' : student.lastName,
        phone: faker.phone.number(),
        isPrimary: true,
      };
    }),
  );
  await createMany(
    db,
    ctx,
    classStudents,
    created.flatMap((student, index) =>
      termRows.map((term) => ({
        school: schoolId,
        classId: classRows[Math.floor(index / STUDENTS_PER_CLASS)]?.id,
        student: student.id,
        term: term.id,
      })),
    ),
  );
};

/**
 * Today's lessons of the demo teacher, on the school's clock: ensured at every start, in a few
 * reads, until the school publishes a timetable (lessons that name their subject): from then on
 * the published week is the demo's, and a lesson added beside it would be one the timetable never
 * planned (the diff would show it removed after every start).
 */
const seedTodaysSchedules = async (db: Db, schoolId: number, teacher: number, demo: DemoSchool): Promise<void> => {
  const store = system(db);
  const season = await store.of(seasons).first({ school: schoolId, isDefault: true });
  if (!season) return;
  const lessons = store.of(schedules);
  if (await lessons.first({ season: season.id }, { also: isNotNull(lessons.table.course) })) return;
  const classRows = await store.of(classes).list({ school: schoolId, season: season.id });
  const byGrade = demo.grades.map((grade) => classRows.find((row) => row.title === `${grade}-A`));
  const today = (await schoolClock(db, schoolId)).date;
  const existing = new Set(
    (await store.of(schedules).list({ teacherId: teacher, scheduleDate: today })).map((row) => row.enterTime),
  );
  const missing = TIMETABLE.flatMap(([enterTime, exitTime, classIndex]) => {
    const klass = byGrade[classIndex];
    if (!klass || existing.has(enterTime)) return [];
    return [
      {
        school: schoolId,
        season: season.id,
        teacherId: teacher,
        scheduleDate: today,
        enterTime,
        exitTime,
        classId: klass.id,
        classTypeId: klass.classTypeId ?? null,
        isDone: false,
        isDoneAttendance: false,
      },
    ];
  });
  if (missing.length > 0) await createMany(db, systemContext(), schedules, missing);
};

const DEMO_SCHOOLS: DemoSchool[] = [
  { title: 'Demo High School', prefix: 'H', grades: ['9', '10', '11', '12'], seed: 2026 },
  { title: 'Demo Middle School', prefix: 'M', grades: ['5', '6', '7', '8'], seed: 2027 },
];

/**
 * School life of the demo group (README, demo data): students, guardians, classes and today's
 * lessons. It runs at every start, so a start with everything in place costs a few reads.
 */
export const seedSchoolLife = async (db: Db): Promise<void> => {
  const store = system(db);
  const accounts = new Map(
    (await store.of(users).list({ email: ['teacher@kampus.test', 'student@kampus.test', 'parent@kampus.test'] })).map(
      (row) => [row.email, row.id],
    ),
  );
  const family: Family = {
    teacher: accounts.get('teacher@kampus.test') ?? null,
    student: accounts.get('student@kampus.test') ?? null,
    parent: accounts.get('parent@kampus.test') ?? null,
  };
  const found = await store.of(schools).list({ title: DEMO_SCHOOLS.map((demo) => demo.title) });
  for (const demo of DEMO_SCHOOLS) {
    const school = found.find((row) => row.title === demo.title);
    if (!school) continue;
    const high = demo.prefix === 'H';
    if ((await store.of(students).count({ school: school.id })) === 0)
      await seedStudents(db, school.id, demo, high ? family : null);
    if (high && family.teacher !== null) await seedTodaysSchedules(db, school.id, family.teacher, demo);
  }
};
