import {
  TURKISH_NATIONAL_SCALE,
  US_LETTER_SCALE,
  assignmentScores,
  assignments,
  classStudents,
  classes,
  courses,
  gradingCategories,
  gradingPolicies,
  gradingScaleBands,
  gradingScales,
  schools,
  students,
  wallClock,
  type GradingScale,
} from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { update } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** The demo's two scales: the Turkish national marks and the US letters (the contract's presets). */
const SCALES: { title: string; scale: GradingScale }[] = [
  { title: 'Turkish national scale (1–5)', scale: TURKISH_NATIONAL_SCALE },
  { title: 'US letter grades (A–F)', scale: US_LETTER_SCALE },
];

/** The demo's default policy, on the Turkish scale: exams weigh most; one bad homework is forgiven. */
const POLICY_TITLE = 'Default policy';
const CATEGORIES = [
  { title: 'Exams', weight: 60, dropLowest: 0, position: 1 },
  { title: 'Homework', weight: 20, dropLowest: 1, position: 2 },
  { title: 'Participation', weight: 20, dropLowest: 0, position: 3 },
];

const ensureScale = async (db: Db, school: number, title: string, scale: GradingScale): Promise<number> => {
  const row = await ensureRecord(
    db,
    gradingScales,
    { school, title },
    { scaleKind: scale.kind, passMark: String(scale.passMark), rounding: scale.rounding, decimals: scale.decimals },
  );
  // Lowest first: each band then goes on top of the ones before it, in order.
  const bands = [...scale.bands].sort((a, b) => Number(a.minPercent) - Number(b.minPercent));
  for (const band of bands)
    await ensureRecord(
      db,
      gradingScaleBands,
      { school, gradingScale: row.id, bandLabel: band.label },
      { minPercent: String(band.minPercent), gpaPoints: band.gpaPoints, passing: band.passing },
    );
  return row.id;
};

/**
 * Each demo school gets both scales and a default weighted policy, once (each record found by its
 * title before it is made), and Demo High School a course's assignments and scores. The policy is made, given its categories, then made the default: a
 * weighted policy is put in use only once its weights add up to 100 (docs/gradebook.md, "Rules").
 * A school that already has another default keeps it.
 */
export const seedGradebookDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  for (const title of ['Demo High School', 'Demo Middle School']) {
    const school = await store.of(schools).first({ title });
    if (!school) continue;
    const scales: number[] = [];
    for (const { title: scaleTitle, scale } of SCALES) scales.push(await ensureScale(db, school.id, scaleTitle, scale));
    const policy = await ensureRecord(
      db,
      gradingPolicies,
      { school: school.id, title: POLICY_TITLE },
      { gradingScale: scales[0], gradingMethod: 'weighted_categories', missingWork: 'zero', isDefault: false },
    );
    for (const category of CATEGORIES)
      await ensureRecord(
        db,
        gradingCategories,
        { school: school.id, gradingPolicy: policy.id, title: category.title },
        { weight: category.weight, dropLowest: category.dropLowest, position: category.position },
      );
    const hasDefault = await store.of(gradingPolicies).first({ school: school.id, isDefault: true });
    if (!hasDefault) await update(db, systemContext(), gradingPolicies, policy.id, { isDefault: true });
    if (title === 'Demo High School') await seedAssignments(db, school.id, policy.id);
  }
};

/** A moment `days` before now, as a date-time is written ("2026-11-24 09:00:00"). */
const daysAgo = (days: number): { date: string; at: string } => {
  const clock = wallClock('UTC', new Date(Date.now() - days * 86_400_000));
  return { date: clock.date, at: `${clock.date} 09:00:00` };
};

/**
 * Mathematics 9 of class 9-A (the demo teacher's class, where student@kampus.test sits): four
 * released pieces of work and a final exam marked but not yet released, so the demo parent sees
 * a grade from the released scores (83.80, a "4") while the teacher's counts the final too (88.00).
 */
const ASSIGNMENTS = [
  { title: 'Midterm exam', kind: 'exam', category: 'Exams', maxPoints: '100', days: 30, released: true },
  { title: 'Homework: equations', kind: 'homework', category: 'Homework', maxPoints: '10', days: 25, released: true },
  {
    title: 'Homework: inequalities',
    kind: 'homework',
    category: 'Homework',
    maxPoints: '10',
    days: 20,
    released: true,
  },
  {
    title: 'Class participation',
    kind: 'project',
    category: 'Participation',
    maxPoints: '20',
    days: 15,
    released: true,
  },
  { title: 'Final exam', kind: 'exam', category: 'Exams', maxPoints: '100', days: 2, released: false },
] as const;

/** Points by assignment title: the first student's (Deniz), then two classmates'. */
const POINTS: Record<string, readonly (string | null)[]> = {
  'Midterm exam': ['78', '64.5', '91'],
  'Homework: equations': ['8', '7', null],
  'Homework: inequalities': ['9.5', '6', '10'],
  'Class participation': ['18', '15', '19'],
  'Final exam': ['92', '70', '88'],
};

const seedAssignments = async (db: Db, school: number, policy: number): Promise<void> => {
  const store = system(db);
  const klass = await store.of(classes).first({ school, title: '9-A' });
  const course = await store.of(courses).first({ school, code: 'MAT9' });
  if (!klass || !course) return;
  const members = await store.of(classStudents).list({ classId: klass.id });
  const pupils = await store
    .of(students)
    .list({ id: [...new Set(members.map((row) => row.student))] }, { order: { studentNumber: 'asc' } });
  const categories = await store.of(gradingCategories).list({ gradingPolicy: policy });
  for (const item of ASSIGNMENTS) {
    const when = daysAgo(item.days);
    const assignment = await ensureRecord(
      db,
      assignments,
      { school, class: klass.id, course: course.id, title: item.title },
      {
        kind: item.kind,
        gradingCategory: categories.find((row) => row.title === item.category)?.id ?? null,
        maxPoints: item.maxPoints,
        dueDate: when.date,
        releasedAt: item.released ? when.at : null,
      },
    );
    for (const [index, pupil] of pupils.slice(0, 3).entries()) {
      const points = POINTS[item.title]?.[index] ?? null;
      await ensureRecord(
        db,
        assignmentScores,
        { school, assignment: assignment.id, student: pupil.id },
        { scoreStatus: points === null ? 'missing' : 'scored', points },
      );
    }
  }
};
