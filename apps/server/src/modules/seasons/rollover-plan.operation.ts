import {
  classes,
  classStudents,
  courses,
  enrollments,
  feeSettings,
  gradeLevels,
  gradingTerms,
  seasons,
  students,
  translate,
  type Language,
  type Resource,
  type RolloverOutcome,
  type RowOf,
  type Violation,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { Data } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { inSeason } from '../enrollment/seasons.ts';
import { copyPlan, seasonRows, titleOf, type SeasonRef } from './copy-season-data.operation.ts';
import { feesPreview, planFees, type FeeBill } from './rollover-fees.ts';
import { lastRollover } from './rollover-journal.ts';
import { planLessons, type LessonsPlan } from './rollover-lessons.ts';

type Season = RowOf<typeof seasons>;
type Level = RowOf<typeof gradeLevels>;
type ClassRow = RowOf<typeof classes>;

export interface RolloverInput {
  toSeason: number;
  enrollmentDate?: string | undefined;
  decisions: { studentId: number; outcome: RolloverOutcome }[];
  carryClasses: boolean;
  carryTeachers: boolean;
  billFees: boolean;
}

/** One setup table of the new season: the rows to create, and the ones kept as they are, with why. */
interface StructurePlan {
  table: 'grade_levels' | 'grading_terms' | 'courses' | 'classes' | 'fee_settings' | 'schedules';
  /** The resource whose copies the run creates as they are; null for a part the run writes itself. */
  resource: Resource | null;
  bodies: Data[];
  /** What the preview lists as created, when not the bodies' own titles. */
  titles?: string[];
  skip: { title: string; reason: string }[];
}

export interface StudentPlan {
  id: number;
  name: string;
  lastName: string;
  studentNumber: string | null;
  fromClass: string | null;
  fromGrade: number | null;
  outcome: RolloverOutcome;
  toGrade: number | null;
  /** The new season's class (by title: it may not exist before the run creates it). */
  toClass: string | null;
  skip: string | null;
  isLastGrade: boolean;
}

export interface RolloverPlan {
  school: number;
  from: Season;
  to: Season;
  levels: Level[];
  structure: StructurePlan[];
  students: StudentPlan[];
  enrollmentDate: string;
  /** The lessons `carryTeachers` lays into the new season's first week (empty without it). */
  lessons: LessonsPlan;
  /** Each moving student's bill with `billFees`, else null. */
  fees: FeeBill[] | null;
}

/** A season's sort key: its start date, else its title ("2025-2026" before "2026-2027"). */
const startOf = (season: Season): string => season.startDate ?? season.title;
const ref = (season: Season): SeasonRef => ({ id: season.id, school: season.school, startDate: season.startDate });

/** The section of a class title without its grade's number: "9-A" and "10-A" are both section "-A". */
const sectionOf = (title: string): string => title.replace(/^\d+/, '').trim();

/** The running season (the school's default) and the later season named, or 422 on `toSeason` saying why not. */
const rolloverSeasons = async (
  tx: Db,
  ctx: RequestContext,
  school: number,
  toSeason: number,
): Promise<{ from: Season; to: Season }> => {
  const list = await scoped(tx, ctx, { across: 'reach' }).of(seasons).list({ school });
  const refuse = (message: string): never => {
    throw unprocessable([{ propertyPath: 'toSeason', message }]);
  };
  const from = list.find((season) => season.isDefault === true) ?? refuse('rollover.no_running_season');
  const to = list.find((season) => season.id === toSeason) ?? refuse('validation.invalid_reference');
  if (to.id === from.id) refuse('rollover.same_season');
  if (startOf(to) <= startOf(from)) refuse('rollover.not_later');
  return { from, to };
};

/** Structure of one season table: what the running season has and the new one lacks. */
const tablePlan = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  table: StructurePlan['table'],
  from: Season,
  to: Season,
  adjust: (body: Data) => Data = (body) => body,
): Promise<StructurePlan> => {
  const { bodies, skipped } = await copyPlan(tx, ctx, resource, ref(from), ref(to));
  const exists = translate(ctx.language, 'rollover.skip_exists');
  return {
    table,
    resource,
    bodies: bodies.map(adjust),
    skip: skipped.map((row) => ({ title: titleOf(resource, row, ctx.language), reason: exists })),
  };
};

/**
 * What a rollover of the school from its running season into `toSeason` would do, nothing written:
 * the setup rows to create (grading terms, courses, classes, fee settings: only those the new
 * season lacks by natural key), and for every active student of the school their outcome, new
 * grade level and class. Refusals (a season that is not later, a decision for a stranger, a
 * promotion past the last grade) are 422 naming the field, all at once.
 */
export const rolloverPlan = async (
  tx: Db,
  ctx: RequestContext,
  school: number,
  input: RolloverInput,
): Promise<RolloverPlan> => {
  const { from, to } = await rolloverSeasons(tx, ctx, school, input.toSeason);
  const done = await lastRollover(tx, school);
  if (done?.action === 'rollover' && done.toSeason === to.id) {
    throw unprocessable([{ propertyPath: 'toSeason', message: 'rollover.already_done' }]);
  }
  const repo = scoped(tx, ctx);
  const order = (level: Level) => level.levelOrder ?? 0;
  const levels = (await repo.of(gradeLevels).list({ school })).filter((level) => level.active !== false);
  levels.sort((a, b) => order(a) - order(b) || a.id - b.id);
  const nextOf = (level: number | null): number | null => {
    const own = levels.find((row) => row.id === level);
    return own ? (levels.find((row) => order(row) > order(own))?.id ?? null) : null;
  };

  const teachers = (body: Data): Data => (input.carryTeachers ? body : { ...body, teacher: null });
  const schoolWide = translate(ctx.language, 'rollover.skip_school_wide');
  const structure: StructurePlan[] = [
    {
      table: 'grade_levels',
      resource: null,
      bodies: [],
      skip: levels.map((level) => ({ title: level.title, reason: schoolWide })),
    },
    await tablePlan(tx, ctx, gradingTerms, 'grading_terms', from, to),
    await tablePlan(tx, ctx, courses, 'courses', from, to),
    await tablePlan(tx, ctx, classes, 'classes', from, to, teachers),
    await tablePlan(tx, ctx, feeSettings, 'fee_settings', from, to),
  ];

  // The new season's classes, as they will be after the run: the existing ones and the copies.
  const classPlan = structure.find((part) => part.table === 'classes');
  const newClasses = [
    ...((await seasonRows(tx, ctx, classes, to.id)) as ClassRow[]).map((row) => ({
      title: row.title,
      gradeLevel: row.gradeLevel,
    })),
    ...(classPlan?.bodies ?? []).map((body) => ({
      title: String(body.title),
      gradeLevel: typeof body.gradeLevel === 'number' ? body.gradeLevel : null,
    })),
  ];
  const placeIn = (fromClass: string | null, grade: number | null, outcome: RolloverOutcome): string | null => {
    if (!input.carryClasses || fromClass === null || grade === null) return null;
    if (outcome === 'repeat') return newClasses.find((row) => row.title === fromClass)?.title ?? null;
    const section = sectionOf(fromClass);
    return newClasses.find((row) => row.gradeLevel === grade && sectionOf(row.title) === section)?.title ?? null;
  };

  const roster = (await repo.of(students).list({ school }, { order: { lastName: 'asc', name: 'asc' } })).filter(
    (student) => student.isActive !== false,
  );
  const running = await scoped(tx, inSeason(ctx, from.id)).of(enrollments).list({ school, season: from.id });
  const already = new Set(
    (await scoped(tx, inSeason(ctx, to.id)).of(enrollments).list({ school, season: to.id })).map(
      (row) => row.studentId,
    ),
  );
  const runningClasses = (await seasonRows(tx, ctx, classes, from.id)) as ClassRow[];
  const seats =
    runningClasses.length > 0
      ? await repo.of(classStudents).list({ classId: runningClasses.map((row) => row.id) }, { order: { id: 'asc' } })
      : [];
  const classOf = new Map<number, ClassRow>();
  for (const seat of seats) {
    const klass = runningClasses.find((row) => row.id === seat.classId);
    if (klass) classOf.set(seat.student, klass);
  }
  const enrolledAs = new Map(running.map((row) => [row.studentId, row.gradeLevel] as const));
  const lastLevel = levels.at(-1)?.id ?? null;

  const violations: Violation[] = [];
  const chosen = new Map<number, RolloverOutcome>();
  for (const [index, decision] of input.decisions.entries()) {
    if (!roster.some((student) => student.id === decision.studentId)) {
      violations.push({ propertyPath: `decisions[${index}].studentId`, message: 'validation.invalid_reference' });
    } else chosen.set(decision.studentId, decision.outcome);
  }
  const already_enrolled = translate(ctx.language, 'rollover.skip_enrolled');
  const plans = roster.map((student): StudentPlan => {
    const klass = classOf.get(student.id);
    // The running season's grade: its enrolment row, else the class, else the student record.
    const fromGrade = enrolledAs.get(student.id) ?? klass?.gradeLevel ?? student.gradeLevel ?? null;
    const isLastGrade = fromGrade !== null && fromGrade === lastLevel;
    const fallback: RolloverOutcome = isLastGrade ? 'graduate' : fromGrade === null ? 'repeat' : 'promote';
    const outcome = chosen.get(student.id) ?? fallback;
    if (outcome === 'promote' && nextOf(fromGrade) === null) {
      const index = input.decisions.findIndex((decision) => decision.studentId === student.id);
      violations.push({ propertyPath: `decisions[${index}].outcome`, message: 'rollover.no_next_grade' });
    }
    const toGrade = outcome === 'promote' ? nextOf(fromGrade) : outcome === 'repeat' ? fromGrade : null;
    return {
      id: student.id,
      name: student.name,
      lastName: student.lastName,
      studentNumber: student.studentNumber,
      fromClass: klass?.title ?? null,
      fromGrade,
      outcome,
      toGrade,
      toClass: toGrade === null ? null : placeIn(klass?.title ?? null, toGrade, outcome),
      skip: already.has(student.id) && toGrade !== null ? already_enrolled : null,
      isLastGrade,
    };
  });
  if (violations.length > 0) throw unprocessable(violations);
  const enrollmentDate = input.enrollmentDate ?? to.startDate ?? new Date().toISOString().slice(0, 10);
  const lessons = input.carryTeachers
    ? await planLessons(tx, ctx, { from: from.id, to: to.id, start: to.startDate ?? enrollmentDate }, newClasses)
    : { bodies: [], titles: [], skip: [] };
  structure.push({
    table: 'schedules',
    resource: null,
    bodies: lessons.bodies,
    titles: lessons.titles,
    skip: lessons.skip,
  });
  const title = (id: number | null) => levels.find((level) => level.id === id)?.title ?? '';
  const fees = input.billFees
    ? await planFees(
        tx,
        ctx,
        { from: from.id, to: to.id },
        movingOf(plans),
        new Map(plans.map((student) => [student.id, student.fromGrade] as const)),
        title,
      )
    : null;
  return { school, from, to, levels, structure, students: plans, enrollmentDate, lessons, fees };
};

/** The students the run writes into the new season: promoted or repeating, not already enrolled there. */
export const movingOf = (students: readonly StudentPlan[]): StudentPlan[] =>
  students.filter((student) => student.skip === null && student.toGrade !== null);

/** The plan as the preview answers it: titles instead of ids, counts per outcome. */
export const previewOf = (plan: RolloverPlan, language: Language = 'en') => {
  const levelTitle = (id: number | null) => plan.levels.find((level) => level.id === id)?.title ?? null;
  const counts = { promote: 0, repeat: 0, graduate: 0, leave: 0, skipped: 0 };
  for (const student of plan.students) {
    if (student.skip) counts.skipped += 1;
    else counts[student.outcome] += 1;
  }
  return {
    fromSeason: { id: plan.from.id, title: plan.from.title },
    toSeason: { id: plan.to.id, title: plan.to.title },
    structure: plan.structure.map((part) => ({
      table: part.table,
      create:
        part.titles ??
        (part.resource ? part.bodies.map((body) => titleOf(part.resource as Resource, body, language)) : []),
      skip: part.skip,
    })),
    students: plan.students.map((student) => ({
      id: student.id,
      name: student.name,
      lastName: student.lastName,
      studentNumber: student.studentNumber,
      fromClass: student.fromClass,
      fromGrade: levelTitle(student.fromGrade),
      outcome: student.outcome,
      toGrade: levelTitle(student.toGrade),
      toClass: student.toClass,
      skip: student.skip,
      isLastGrade: student.isLastGrade,
    })),
    counts,
    fees: plan.fees ? feesPreview(plan.fees, movingOf(plan.students), plan.levels) : null,
  };
};
