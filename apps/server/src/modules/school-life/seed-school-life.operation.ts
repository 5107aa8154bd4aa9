import {
  classStudents,
  classTypes,
  classes,
  guardians,
  schedules,
  seasons,
  students,
  type Resource,
} from '@kampus/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { createMany } from '../../core/operations.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
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

const findOne = async (db: Db, resource: Resource, match: Record<string, string | number | boolean>) => {
  const table = resourceTable(resource.name);
  const [row] = await db
    .select()
    .from(table)
    .where(and(...Object.entries(match).map(([field, value]) => eq(col(table, field), value))))
    .limit(1);
  return row as Row | undefined;
};

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
  const season = await findOne(db, seasons, { school: schoolId, isDefault: true });
  if (!season) return;
  const terms = resourceTable('grading_terms');
  const termRows = await db
    .select({ id: col(terms, 'id') })
    .from(terms)
    .where(eq(col(terms, 'season'), Number(season.id)))
    .orderBy(asc(col(terms, 'startDate')));
  const levels = resourceTable('grade_levels');
  const levelRows = await db
    .select({ id: col(levels, 'id') })
    .from(levels)
    .where(eq(col(levels, 'school'), schoolId))
    .orderBy(asc(col(levels, 'levelOrder')));
  const lesson = await ensureRecord(db, classTypes, { school: schoolId, title: 'Lesson' }, { bgcolor: '#5664d2' });
  const classRows: Row[] = [];
  for (const [index, grade] of demo.grades.entries()) {
    classRows.push(
      await ensureRecord(
        db,
        classes,
        { school: schoolId, season: Number(season.id), title: `${grade}-A` },
        {
          teacher: family?.teacher ?? null,
          gradeLevel: levelRows[index]?.id ?? null,
          classTypeId: Number(lesson.id),
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
        studentId: Number(student.id),
        user: ours ? family.parent : null,
        relation: ours || mother ? 'mother' : 'father',
        name: ours ? 'Pelin' : faker.person.firstName(mother ? 'female' : 'male'),
        lastName: ours ? 'Veli' : String(student.lastName),
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
        classId: Number(classRows[Math.floor(index / STUDENTS_PER_CLASS)]?.id),
        student: Number(student.id),
        term: Number(term.id),
      })),
    ),
  );
};

/** Today's lessons of the demo teacher, on the school's clock: ensured at every start, in three reads. */
const seedTodaysSchedules = async (db: Db, schoolId: number, teacher: number, demo: DemoSchool): Promise<void> => {
  const season = await findOne(db, seasons, { school: schoolId, isDefault: true });
  if (!season) return;
  const classTable = resourceTable('classes');
  const classRows = (await db
    .select()
    .from(classTable)
    .where(and(eq(col(classTable, 'school'), schoolId), eq(col(classTable, 'season'), Number(season.id))))) as Row[];
  const byGrade = demo.grades.map((grade) => classRows.find((row) => row.title === `${grade}-A`));
  const today = (await schoolClock(db, schoolId)).date;
  const table = resourceTable('schedules');
  const existing = new Set(
    (
      await db
        .select({ enterTime: col(table, 'enterTime') })
        .from(table)
        .where(and(eq(col(table, 'teacherId'), teacher), eq(col(table, 'scheduleDate'), today)))
    ).map((row) => String(row.enterTime)),
  );
  const missing = TIMETABLE.flatMap(([enterTime, exitTime, classIndex]) => {
    const klass = byGrade[classIndex];
    if (!klass || existing.has(enterTime)) return [];
    return [
      {
        school: schoolId,
        season: Number(season.id),
        teacherId: teacher,
        scheduleDate: today,
        enterTime,
        exitTime,
        classId: Number(klass.id),
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
  const userTable = resourceTable('users');
  const accounts = new Map(
    (
      await db
        .select({ id: col(userTable, 'id'), email: col(userTable, 'email') })
        .from(userTable)
        .where(inArray(col(userTable, 'email'), ['teacher@kampus.test', 'student@kampus.test', 'parent@kampus.test']))
    ).map((row) => [String(row.email), Number(row.id)]),
  );
  const family: Family = {
    teacher: accounts.get('teacher@kampus.test') ?? null,
    student: accounts.get('student@kampus.test') ?? null,
    parent: accounts.get('parent@kampus.test') ?? null,
  };
  const schoolTable = resourceTable('schools');
  const studentTable = resourceTable('students');
  const found = await db
    .select({ id: col(schoolTable, 'id'), title: col(schoolTable, 'title'), students: count(col(studentTable, 'id')) })
    .from(schoolTable)
    .leftJoin(studentTable, eq(col(studentTable, 'school'), col(schoolTable, 'id')))
    .where(
      inArray(
        col(schoolTable, 'title'),
        DEMO_SCHOOLS.map((demo) => demo.title),
      ),
    )
    .groupBy(col(schoolTable, 'id'), col(schoolTable, 'title'));
  for (const demo of DEMO_SCHOOLS) {
    const school = found.find((row) => row.title === demo.title);
    if (!school) continue;
    const high = demo.prefix === 'H';
    if (Number(school.students) === 0) await seedStudents(db, Number(school.id), demo, high ? family : null);
    if (high && family.teacher !== null) await seedTodaysSchedules(db, Number(school.id), family.teacher, demo);
  }
};
