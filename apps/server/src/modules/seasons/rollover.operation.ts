import {
  attendances,
  classes,
  classStudents,
  courses,
  enrollments,
  exams,
  feeSettings,
  gradingTerms,
  installments,
  receipts,
  schedules,
  seasons,
  studentDiscounts,
  studentFees,
  studentPayments,
  translate,
  type Resource,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { inSeason } from '../enrollment/seasons.ts';
import { createCopies, seasonRows } from './copy-season-data.operation.ts';
import { lastRollover, writeJournal, type CreatedIds, type RolloverCounts } from './rollover-journal.ts';
import { billedSummary, billFees } from './rollover-fees.ts';
import { lessonRows } from './rollover-lessons.ts';
import { movingOf, previewOf, rolloverPlan, type RolloverInput } from './rollover-plan.operation.ts';

const sizes = (created: CreatedIds): Record<string, number> =>
  Object.fromEntries(Object.entries(created).map(([table, ids]) => [table, ids.length]));

/**
 * Runs the rollover in the command's one transaction: the new season's setup rows it lacks (never
 * twice: matched by natural key), then for each promoted or repeating student an enrolment row of
 * the new season with the new grade level and, when asked, a seat in the new season's class for
 * each of its grading terms; with `carryTeachers` the classes' lessons of their last week laid
 * into the new season's first week (rollover-lessons.ts), with `billFees` each moving student's
 * fees of the new season (rollover-fees.ts). Graduates and leavers get nothing in the new season;
 * their outcome is kept in the journal. Nothing of the running season is written: the student records, enrolments,
 * classes and registers stay as they are.
 */
export const runRollover = async (tx: Db, ctx: RequestContext, school: number, input: RolloverInput) => {
  const plan = await rolloverPlan(tx, ctx, school, input);
  const to = plan.to;
  const next = inSeason(ctx, to.id);
  const created: CreatedIds = {};
  for (const part of plan.structure) {
    if (!part.resource || part.bodies.length === 0) continue;
    created[part.table] = (await createCopies(tx, next, part.resource, part.bodies)).map((row) => Number(row.id));
  }
  const moving = movingOf(plan.students);
  const enrolled = await createMany(
    tx,
    next,
    enrollments,
    moving.map((student) => ({
      school,
      season: to.id,
      studentId: student.id,
      gradeLevel: student.toGrade,
      enrollmentDate: plan.enrollmentDate,
      isReturning: true,
    })),
  );
  created.enrollments = enrolled.map((row) => row.id);
  const newClasses = (await seasonRows(tx, ctx, classes, to.id)) as RowOf<typeof classes>[];
  const terms = (await seasonRows(tx, ctx, gradingTerms, to.id)) as RowOf<typeof gradingTerms>[];
  const seats = moving.flatMap((student) => {
    const klass = newClasses.find((row) => row.title === student.toClass);
    return klass ? terms.map((term) => ({ school, classId: klass.id, student: student.id, term: term.id })) : [];
  });
  created.class_students =
    seats.length > 0 ? (await createMany(tx, next, classStudents, seats)).map((row) => row.id) : [];
  const lessons = lessonRows(plan.lessons, newClasses);
  created.schedules = lessons.length > 0 ? (await createMany(tx, next, schedules, lessons)).map((row) => row.id) : [];
  if (plan.fees) Object.assign(created, await billFees(tx, next, { school, season: to.id }, plan.fees));
  const { counts } = previewOf(plan);
  await writeJournal(tx, ctx, school, {
    action: 'rollover',
    fromSeason: plan.from.id,
    toSeason: to.id,
    created,
    counts,
    outcomes: plan.students.map((student) => ({
      studentId: student.id,
      outcome: student.skip ? 'skip' : student.outcome,
    })),
  });
  return {
    toSeason: { id: to.id, title: to.title },
    created: sizes(created),
    counts,
    fees: plan.fees ? billedSummary(plan.fees) : null,
  };
};

/**
 * What makes a season's undo refused: money, attendance or grades recorded in it (a translation
 * key each). Counted as the system: an undo must see every row of the season, whoever wrote it.
 */
const RECORDED: [(tx: Db, season: number) => Promise<number>, string][] = [
  [(tx, season) => system(tx).of(studentPayments).count({ season }), 'rollover.undo_money'],
  [(tx, season) => system(tx).of(receipts).count({ season }), 'rollover.undo_money'],
  [(tx, season) => system(tx).of(installments).count({ season }), 'rollover.undo_money'],
  [(tx, season) => system(tx).of(attendances).count({ season }), 'rollover.undo_attendance'],
  [(tx, season) => system(tx).of(exams).count({ season }), 'rollover.undo_grades'],
];

/** Why the season's rollover cannot be undone (translation key), or null. */
const undoRefusal = async (tx: Db, season: number): Promise<string | null> => {
  for (const [count, reason] of RECORDED) if ((await count(tx, season)) > 0) return reason;
  return null;
};

/** Removal order: what refers to a row goes before it. */
const REMOVE_ORDER: [string, Resource][] = [
  ['student_discounts', studentDiscounts],
  ['student_fees', studentFees],
  ['schedules', schedules],
  ['class_students', classStudents],
  ['enrollments', enrollments],
  ['classes', classes],
  ['courses', courses],
  ['grading_terms', gradingTerms],
  ['fee_settings', feeSettings],
];

/**
 * Undoes the school's last rollover in one transaction: removes every row it created (the fees it
 * billed and the discounts that came with them too), while its new season has no money, attendance
 * or grades recorded (422 on `toSeason` saying which): money collected on a billed fee is never
 * deleted with it. A second undo, or one with no rollover, is 422 too.
 */
export const undoRollover = async (tx: Db, ctx: RequestContext, school: number) => {
  const last = await lastRollover(tx, school);
  if (last?.action !== 'rollover') {
    throw unprocessable([{ propertyPath: 'toSeason', message: 'rollover.nothing_to_undo' }]);
  }
  const refusal = await undoRefusal(tx, last.toSeason);
  if (refusal) throw unprocessable([{ propertyPath: 'toSeason', message: refusal }]);
  const season = await scoped(tx, ctx, { across: 'reach' }).of(seasons).get(last.toSeason);
  const removed: Record<string, number> = {};
  for (const [table, resource] of REMOVE_ORDER) {
    const ids = last.created[table] ?? [];
    if (ids.length === 0) continue;
    // Fee settings are never deleted through the API ("deleting" zeroes them); the rollover's own row goes whole.
    const repo = resource === feeSettings ? system(tx) : scoped(tx, inSeason(ctx, season.id));
    removed[table] = await repo.of(resource).removeWhere({ id: ids });
  }
  await writeJournal(tx, ctx, school, {
    action: 'rollover_undo',
    fromSeason: last.fromSeason,
    toSeason: last.toSeason,
    created: {},
    counts: last.counts,
    outcomes: [],
  });
  return { toSeason: { id: season.id, title: season.title }, removed };
};

const startOf = (season: { startDate: string | null; title: string }): string => season.startDate ?? season.title;

/** The wizard's first step: the running season, the later seasons to roll into, and the last rollover. */
export const rolloverState = async (tx: Db, ctx: RequestContext, school: number) => {
  const list = await scoped(tx, ctx, { across: 'reach' }).of(seasons).list({ school });
  const running = list.find((season) => season.isDefault === true) ?? null;
  const targets = running
    ? list
        .filter((season) => startOf(season) > startOf(running))
        .sort((a, b) => startOf(a).localeCompare(startOf(b)))
        .map((season) => ({ id: season.id, title: season.title }))
    : [];
  const last = await lastRollover(tx, school);
  const done = last?.action === 'rollover' ? list.find((season) => season.id === last.toSeason) : undefined;
  const refusal = last && done ? await undoRefusal(tx, done.id) : null;
  return {
    running: running ? { id: running.id, title: running.title } : null,
    targets,
    last:
      last && done
        ? {
            toSeason: { id: done.id, title: done.title },
            at: last.at,
            counts: last.counts satisfies RolloverCounts,
            canUndo: refusal === null,
            undoRefusal: refusal ? translate(ctx.language, refusal) : null,
          }
        : null,
  };
};
