import { crossesLongBreak, type TimetableProblem } from './timetable-problem.ts';

/**
 * The problem turned into numbers the search can index fast: every lesson becomes
 * `periodsPerWeek / length` units (one placement each), every slot an integer
 * `day * maxPeriods + period`. A unit of a lesson with parallel parts holds all of them: one
 * start, every part's teacher and class, and one room per part. Availability, room kind and capacity and the day's length are
 * folded into each unit's domain (the starts and rooms it may take), so the search can never
 * break them; what is left to search is clashes, the teachers' day limits and the soft costs.
 */
/** A parallel part beyond the lesson's own: its teacher and the rooms it may take. */
interface TimetablePart {
  teacher: number;
  rooms: Int32Array;
  roomOk: Uint8Array;
}

interface TimetableUnit {
  lesson: number;
  length: number;
  /** The lesson's own teacher (its first part). */
  teacher: number;
  /** Every part's teacher, the lesson's first: all busy at the unit's slots. */
  teachers: number[];
  /** Every part's classes, each once: all busy at the unit's slots. */
  classes: number[];
  /** The parts beyond the lesson's own (an elective block's other sections); empty for most. */
  parts: TimetablePart[];
  /** Where the parts' rooms start in the state's `partRoom`. */
  partAt: number;
  subject: number;
  /** The start set by hand, or -1. */
  fixed: number;
  /** False when no start is free for the teacher and every class (a fixed one included). */
  available: boolean;
  starts: Int32Array;
  /** 1 where a start is in `starts`: a swap checks the other unit's slot in O(1). */
  allowed: Uint8Array;
  rooms: Int32Array;
  /** 1 for each room in `rooms`. */
  roomOk: Uint8Array;
  /** Weighted cost of each start for a hard subject in the afternoon (0 elsewhere). */
  lateCost: Float64Array;
}

export interface TimetableModel {
  problem: TimetableProblem;
  days: number;
  maxPeriods: number;
  slots: number;
  periodsPerDay: number[];
  units: TimetableUnit[];
  subjects: string[];
  teacherMaxPerDay: Int32Array;
  teacherMaxInARow: Int32Array;
  teacherAvoid: Uint8Array;
  /** 1 at a slot a long break follows: a teacher's run of lessons in a row ends there. */
  longBreakAfter: Uint8Array;
  notSameDay: [number, number][];
  /** How many parts beyond the lessons' own there are in all (the length of the state's `partRoom`). */
  partCount: number;
}

const indexOf = (ids: { id: string }[]): Map<string, number> => new Map(ids.map((item, index) => [item.id, index]));

const blocked = (slots: number, list: { day: number; period: number }[], maxPeriods: number) => {
  const out = new Uint8Array(slots);
  for (const { day, period } of list) out[day * maxPeriods + period] = 1;
  return out;
};

export const buildModel = (problem: TimetableProblem): TimetableModel => {
  const days = problem.periodsPerDay.length;
  const maxPeriods = Math.max(...problem.periodsPerDay);
  const slots = days * maxPeriods;
  const teachers = indexOf(problem.teachers);
  const classes = indexOf(problem.classes);
  const subjects = [...new Set(problem.lessons.map((lesson) => lesson.subject))];
  const subjectIndex = new Map(subjects.map((subject, index) => [subject, index]));
  const hard = new Set(problem.hardSubjects);
  const teacherBlocked = problem.teachers.map((t) => blocked(slots, t.unavailable, maxPeriods));
  const classBlocked = problem.classes.map((c) => blocked(slots, c.unavailable, maxPeriods));
  const teacherAvoid = new Uint8Array(problem.teachers.length * slots);
  problem.teachers.forEach((t, index) => {
    for (const { day, period } of t.avoid) teacherAvoid[index * slots + day * maxPeriods + period] = 1;
  });
  const units: TimetableUnit[] = [];
  const roomsFor = (kind: string, classIds: readonly string[], given: number | undefined) => {
    const size = given ?? classIds.reduce((sum, id) => sum + (problem.classes[classes.get(id) ?? -1]?.size ?? 0), 0);
    const list = Int32Array.from(
      problem.rooms.flatMap((room, r) => (room.kind === kind && room.capacity >= size ? [r] : [])),
    );
    const ok = new Uint8Array(problem.rooms.length);
    for (const r of list) ok[r] = 1;
    return { rooms: list, roomOk: ok };
  };
  let partCount = 0;
  problem.lessons.forEach((lesson, lessonIndex) => {
    const teacher = teachers.get(lesson.teacherId) ?? -1;
    const parts: TimetablePart[] = lesson.parts.map((part) => ({
      teacher: teachers.get(part.teacherId) ?? -1,
      ...roomsFor(part.roomKind, part.classIds, part.size),
    }));
    const teacherList = [teacher, ...parts.map((part) => part.teacher)];
    const classList = [
      ...new Set(
        [...lesson.classIds, ...lesson.parts.flatMap((part) => part.classIds)].map((id) => classes.get(id) ?? -1),
      ),
    ];
    const { rooms, roomOk } = roomsFor(lesson.roomKind, lesson.classIds, lesson.size);
    const starts: number[] = [];
    problem.periodsPerDay.forEach((count, day) => {
      for (let period = 0; period + lesson.length <= count; period++) {
        let free = !crossesLongBreak(problem.longBreaks, { day, period }, lesson.length);
        for (let k = 0; k < lesson.length; k++) {
          const s = day * maxPeriods + period + k;
          if (teacherList.some((t) => teacherBlocked[t]?.[s]) || classList.some((c) => classBlocked[c]?.[s]))
            free = false;
        }
        if (free) starts.push(day * maxPeriods + period);
      }
    });
    const lateCost = new Float64Array(slots);
    if (hard.has(lesson.subject)) {
      for (let s = 0; s < slots; s++) {
        const period = s % maxPeriods;
        let late = 0;
        for (let k = 0; k < lesson.length; k++) if (period + k >= problem.morningPeriods) late++;
        lateCost[s] = late * problem.weights.hardSubjectLate;
      }
    }
    const count = lesson.periodsPerWeek / lesson.length;
    for (let n = 0; n < count; n++) {
      const fixedSlot = lesson.fixed[n];
      const fixed = fixedSlot ? fixedSlot.day * maxPeriods + fixedSlot.period : -1;
      const available = fixed >= 0 ? starts.includes(fixed) : starts.length > 0;
      const domain = fixed >= 0 ? Int32Array.of(fixed) : Int32Array.from(starts);
      const allowed = new Uint8Array(slots);
      for (const s of domain) allowed[s] = 1;
      units.push({
        lesson: lessonIndex,
        length: lesson.length,
        teacher,
        teachers: teacherList,
        classes: classList,
        parts,
        partAt: partCount,
        subject: subjectIndex.get(lesson.subject) ?? 0,
        fixed,
        available,
        starts: domain,
        allowed,
        rooms,
        roomOk,
        lateCost,
      });
      partCount += parts.length;
    }
  });
  return {
    problem,
    days,
    maxPeriods,
    slots,
    periodsPerDay: problem.periodsPerDay,
    units,
    subjects,
    teacherMaxPerDay: Int32Array.from(problem.teachers.map((t) => t.maxPerDay ?? 0)),
    teacherMaxInARow: Int32Array.from(problem.teachers.map((t) => t.maxInARow ?? 0)),
    teacherAvoid,
    longBreakAfter: blocked(slots, problem.longBreaks, maxPeriods),
    partCount,
    notSameDay: problem.notSameDay.flatMap(([a, b]) => {
      const ia = subjectIndex.get(a);
      const ib = subjectIndex.get(b);
      return ia === undefined || ib === undefined ? [] : [[ia, ib] as [number, number]];
    }),
  };
};
