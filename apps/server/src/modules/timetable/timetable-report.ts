import type { TimetableModel } from './timetable-model.ts';
import { HARD_PARTS, SOFT_PARTS, type TimetableState } from './timetable-state.ts';

export interface TimetablePlacement {
  lessonId: string;
  day: number;
  period: number;
  /** 2 for a double period (this period and the next). */
  length: number;
  roomId: string;
  /** A lesson with parallel parts: each other part's room at these slots (its teacher is the part's). */
  parts?: { partId: string; roomId: string }[];
}

type HardConstraint = (typeof HARD_PARTS)[number];

interface HardViolation {
  constraint: HardConstraint;
  /** The teacher, class, room or pair of subjects it is about. */
  subject: string;
  day: number;
  period?: number;
  lessonIds: string[];
}

interface UnmetConstraint {
  constraint: HardConstraint;
  count: number;
  why: string;
  lessonIds: string[];
}

export interface TimetableSolution {
  placements: TimetablePlacement[];
  hard: { count: number; violations: HardViolation[] };
  soft: { score: number; parts: Record<(typeof SOFT_PARTS)[number], number> };
  unmet: UnmetConstraint[];
}

const WHY: Record<HardConstraint, string> = {
  teacherClash:
    'the teacher has no free slot left that the classes share; more free slots or another teacher would help',
  classClash: 'the class has no free slot left that its teachers share; its week may be too full',
  roomClash: 'the rooms of this kind and size are taken at every slot the lesson could go to',
  teacherMaxPerDay: "the teacher's lessons do not fit under the daily maximum on the days they are free",
  notSameDay: 'the class has too many lessons of the two subjects for them to keep to different days',
};

/** The state as an answer: placements, every hard violation with its lessons, the soft parts. */
export const reportTimetable = (state: TimetableState): TimetableSolution => {
  const { model } = state;
  const { problem, maxPeriods } = model;
  const placements = model.units.map((unit, u): TimetablePlacement => {
    const start = state.start[u] ?? 0;
    const lesson = problem.lessons[unit.lesson];
    const placement: TimetablePlacement = {
      lessonId: lesson?.id ?? '',
      day: Math.floor(start / maxPeriods),
      period: start % maxPeriods,
      length: unit.length,
      roomId: problem.rooms[state.room[u] ?? 0]?.id ?? '',
    };
    if (lesson && lesson.parts.length > 0) {
      placement.parts = lesson.parts.map((part, p) => ({
        partId: part.id,
        roomId: problem.rooms[state.partRoom[unit.partAt + p] ?? 0]?.id ?? '',
      }));
    }
    return placement;
  });
  const violations = findViolations(model, state);
  const parts = state.parts();
  const soft = Object.fromEntries(SOFT_PARTS.map((name, i) => [name, parts[HARD_PARTS.length + i] ?? 0]));
  const unmet = HARD_PARTS.flatMap((constraint) => {
    const found = violations.filter((v) => v.constraint === constraint);
    if (found.length === 0) return [];
    const lessonIds = [...new Set(found.flatMap((v) => v.lessonIds))];
    return [{ constraint, count: found.length, why: WHY[constraint], lessonIds }];
  });
  return {
    placements,
    hard: { count: violations.length, violations },
    soft: {
      score: Object.values(soft).reduce((sum, n) => sum + n, 0),
      parts: {
        classGaps: soft.classGaps ?? 0,
        teacherGaps: soft.teacherGaps ?? 0,
        subjectSpread: soft.subjectSpread ?? 0,
        hardSubjectLate: soft.hardSubjectLate ?? 0,
        teacherAvoid: soft.teacherAvoid ?? 0,
        teacherInARow: soft.teacherInARow ?? 0,
      },
    },
    unmet,
  };
};

/** Walks the week slot by slot: who is where twice, who teaches too much, which pairs meet. */
const findViolations = (model: TimetableModel, state: TimetableState): HardViolation[] => {
  const { problem, maxPeriods, units } = model;
  const bySlot = new Map<string, number[]>();
  const add = (key: string, u: number) => bySlot.set(key, [...(bySlot.get(key) ?? []), u]);
  units.forEach((unit, u) => {
    const start = state.start[u] ?? 0;
    for (let k = 0; k < unit.length; k++) {
      add(`teacherClash|${problem.teachers[unit.teacher]?.id}|${start + k}`, u);
      add(`roomClash|${problem.rooms[state.room[u] ?? 0]?.id}|${start + k}`, u);
      for (const c of unit.classes) add(`classClash|${problem.classes[c]?.id}|${start + k}`, u);
      unit.parts.forEach((part, p) => {
        add(`teacherClash|${problem.teachers[part.teacher]?.id}|${start + k}`, u);
        add(`roomClash|${problem.rooms[state.partRoom[unit.partAt + p] ?? 0]?.id}|${start + k}`, u);
      });
    }
  });
  const lessonIds = (list: number[]) => [...new Set(list.map((u) => problem.lessons[units[u]?.lesson ?? 0]?.id ?? ''))];
  const violations: HardViolation[] = [];
  for (const [key, list] of bySlot) {
    if (list.length < 2) continue;
    const [constraint, subject, slot] = key.split('|') as [HardConstraint, string, string];
    const s = Number(slot);
    violations.push({
      constraint,
      subject,
      day: Math.floor(s / maxPeriods),
      period: s % maxPeriods,
      lessonIds: lessonIds(list),
    });
  }
  for (let day = 0; day < model.days; day++) {
    const onDay = units.flatMap((unit, u) => (Math.floor((state.start[u] ?? 0) / maxPeriods) === day ? [u] : []));
    problem.teachers.forEach((teacher, t) => {
      const mine = onDay.filter((u) => units[u]?.teachers.includes(t));
      const periods = mine.reduce((sum, u) => sum + (units[u]?.length ?? 0), 0);
      if (teacher.maxPerDay !== undefined && periods > teacher.maxPerDay) {
        violations.push({ constraint: 'teacherMaxPerDay', subject: teacher.id, day, lessonIds: lessonIds(mine) });
      }
    });
    problem.classes.forEach((schoolClass, c) => {
      const mine = onDay.filter((u) => units[u]?.classes.includes(c));
      for (const [a, b] of model.notSameDay) {
        const both = mine.filter((u) => units[u]?.subject === a || units[u]?.subject === b);
        if (both.some((u) => units[u]?.subject === a) && both.some((u) => units[u]?.subject === b)) {
          const pair = `${schoolClass.id}: ${model.subjects[a]} / ${model.subjects[b]}`;
          violations.push({ constraint: 'notSameDay', subject: pair, day, lessonIds: lessonIds(both) });
        }
      }
    });
  }
  return violations;
};
