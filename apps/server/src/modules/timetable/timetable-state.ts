import type { TimetableModel } from './timetable-model.ts';

/** The cost's parts: the first five count hard violations, the rest are weighted soft costs. */
export const HARD_PARTS = ['teacherClash', 'classClash', 'roomClash', 'teacherMaxPerDay', 'notSameDay'] as const;
export const SOFT_PARTS = [
  'classGaps',
  'teacherGaps',
  'subjectSpread',
  'hardSubjectLate',
  'teacherAvoid',
  'teacherInARow',
] as const;
const PARTS = HARD_PARTS.length + SOFT_PARTS.length;
// Indices into the parts, in the order of HARD_PARTS then SOFT_PARTS.
const [MAX_PER_DAY, NOT_SAME_DAY] = [3, 4];
const [CLASS_GAPS, TEACHER_GAPS, SPREAD, LATE, AVOID, IN_A_ROW] = [5, 6, 7, 8, 9, 10];

/** `array[index] += value` under noUncheckedIndexedAccess. */
const bump = (array: Int16Array | Float64Array, index: number, value: number): void => {
  array[index] = (array[index] ?? 0) + value;
};

const KIND_TEACHER = 0;
const KIND_CLASS = 1;
const KIND_ROOM = 2;
const KIND_LESSON = 3;

/**
 * A placement of every unit with the occupancy it implies, kept up to date move by move. The cost
 * of a move is computed from the days it touches only (the teacher's, the classes', the rooms'
 * and the lesson's, before and after), never from the whole week.
 */
export class TimetableState {
  readonly start: Int32Array;
  /** The room of each unit's own part. */
  readonly room: Int32Array;
  /** The rooms of the parts beyond a unit's own, from the unit's `partAt`. */
  readonly partRoom: Int32Array;
  private readonly teacherOcc: Int16Array;
  private readonly classOcc: Int16Array;
  private readonly roomOcc: Int16Array;
  private readonly classSubjectDay: Int16Array;
  private readonly lessonDay: Int16Array;
  private readonly keys: number[] = [];
  private readonly scratch = new Float64Array(PARTS);
  private readonly weights: TimetableModel['problem']['weights'];

  constructor(readonly model: TimetableModel) {
    const { units, slots, days, problem, subjects } = model;
    this.start = new Int32Array(units.length).fill(-1);
    this.room = new Int32Array(units.length).fill(-1);
    this.partRoom = new Int32Array(model.partCount);
    this.teacherOcc = new Int16Array(problem.teachers.length * slots);
    this.classOcc = new Int16Array(problem.classes.length * slots);
    this.roomOcc = new Int16Array(problem.rooms.length * slots);
    this.classSubjectDay = new Int16Array(problem.classes.length * days * Math.max(1, subjects.length));
    this.lessonDay = new Int16Array(problem.lessons.length * days);
    this.weights = problem.weights;
  }

  /** Adds (+1) or removes (-1) unit `u` at its current start and room. */
  apply(u: number, sign: 1 | -1): void {
    const unit = this.model.units[u];
    const s = this.start[u] ?? -1;
    if (!unit || s < 0) return;
    const { slots, days, maxPeriods, subjects } = this.model;
    const day = Math.floor(s / maxPeriods);
    const room = this.room[u] ?? 0;
    for (let k = 0; k < unit.length; k++) {
      bump(this.teacherOcc, unit.teacher * slots + s + k, sign);
      bump(this.roomOcc, room * slots + s + k, sign);
      for (const c of unit.classes) bump(this.classOcc, c * slots + s + k, sign);
      for (let p = 0; p < unit.parts.length; p++) {
        bump(this.teacherOcc, (unit.parts[p]?.teacher ?? 0) * slots + s + k, sign);
        bump(this.roomOcc, (this.partRoom[unit.partAt + p] ?? 0) * slots + s + k, sign);
      }
    }
    for (const c of unit.classes) bump(this.classSubjectDay, (c * days + day) * subjects.length + unit.subject, sign);
    bump(this.lessonDay, unit.lesson * days + day, sign);
  }

  /**
   * Moves unit `u` to `start` in `room` (it must be placed already); `parts`, when given, are the
   * rooms of its other parts (else they keep theirs).
   */
  place(u: number, start: number, room: number, parts?: ArrayLike<number> | null): void {
    this.apply(u, -1);
    this.start[u] = start;
    this.room[u] = room;
    if (parts) this.setPartRooms(u, parts);
    this.apply(u, 1);
  }

  /** Sets the rooms of unit `u`'s other parts (the occupancy is the caller's to keep). */
  setPartRooms(u: number, parts: ArrayLike<number>): void {
    const unit = this.model.units[u];
    if (!unit) return;
    for (let p = 0; p < unit.parts.length; p++) this.partRoom[unit.partAt + p] = parts[p] ?? 0;
  }

  /** The rooms of unit `u`'s other parts, as a copy. */
  partRooms(u: number): Int32Array {
    const unit = this.model.units[u];
    return unit ? this.partRoom.slice(unit.partAt, unit.partAt + unit.parts.length) : new Int32Array(0);
  }

  /** Whether a unit's periods clash with anything (it is counted in the occupancy itself). */
  clashes(u: number): boolean {
    const unit = this.model.units[u];
    const s = this.start[u] ?? -1;
    if (!unit || s < 0) return false;
    const { slots } = this.model;
    const room = this.room[u] ?? 0;
    for (let k = 0; k < unit.length; k++) {
      if ((this.teacherOcc[unit.teacher * slots + s + k] ?? 0) > 1) return true;
      if ((this.roomOcc[room * slots + s + k] ?? 0) > 1) return true;
      for (const c of unit.classes) if ((this.classOcc[c * slots + s + k] ?? 0) > 1) return true;
      for (let p = 0; p < unit.parts.length; p++) {
        if ((this.teacherOcc[(unit.parts[p]?.teacher ?? 0) * slots + s + k] ?? 0) > 1) return true;
        if ((this.roomOcc[(this.partRoom[unit.partAt + p] ?? 0) * slots + s + k] ?? 0) > 1) return true;
      }
    }
    return false;
  }

  roomFree(room: number, start: number, length: number): boolean {
    for (let k = 0; k < length; k++) if ((this.roomOcc[room * this.model.slots + start + k] ?? 0) > 0) return false;
    return true;
  }

  /**
   * Collects the days unit `u` touches when it starts at `start` in `room`, its other parts in
   * `parts` (their rooms now when not given).
   */
  touchAt(u: number, start: number, room: number, parts?: ArrayLike<number> | null): void {
    const unit = this.model.units[u];
    if (!unit || start < 0) return;
    const day = Math.floor(start / this.model.maxPeriods);
    this.addKey(KIND_TEACHER, unit.teacher, day);
    for (const c of unit.classes) this.addKey(KIND_CLASS, c, day);
    this.addKey(KIND_ROOM, room, day);
    this.addKey(KIND_LESSON, unit.lesson, day);
    for (let p = 0; p < unit.parts.length; p++) {
      this.addKey(KIND_TEACHER, unit.parts[p]?.teacher ?? 0, day);
      this.addKey(KIND_ROOM, (parts ? parts[p] : this.partRoom[unit.partAt + p]) ?? 0, day);
    }
  }

  clearKeys(): void {
    this.keys.length = 0;
  }

  /** The cost of the collected days as they stand now: hard violations and soft score. */
  keysCost(): { hard: number; soft: number } {
    this.scratch.fill(0);
    for (const key of this.keys) this.dayCost(key, this.scratch);
    return { hard: hardCount(this.scratch), soft: softScore(this.scratch) };
  }

  /** Every part of the whole week's cost, hard counts first. */
  parts(): Float64Array {
    const out = new Float64Array(PARTS);
    const { problem, days } = this.model;
    const sizes = [problem.teachers.length, problem.classes.length, problem.rooms.length, problem.lessons.length];
    sizes.forEach((count, kind) => {
      for (let id = 0; id < count; id++) for (let d = 0; d < days; d++) this.dayCost(encode(kind, id, d), out);
    });
    this.model.units.forEach((unit, u) => {
      const start = this.start[u] ?? -1;
      if (start >= 0) bump(out, LATE, unit.lateCost[start] ?? 0);
    });
    return out;
  }

  private addKey(kind: number, id: number, day: number): void {
    const key = encode(kind, id, day);
    if (!this.keys.includes(key)) this.keys.push(key);
  }

  private dayCost(key: number, out: Float64Array): void {
    const day = key % 8;
    const rest = Math.floor(key / 8);
    const kind = rest % 4;
    const id = Math.floor(rest / 4);
    const { maxPeriods, slots, periodsPerDay } = this.model;
    const base = day * maxPeriods;
    const periods = periodsPerDay[day] ?? 0;
    if (kind === KIND_LESSON) {
      bump(
        out,
        SPREAD,
        Math.max(0, (this.lessonDay[id * this.model.days + day] ?? 0) - 1) * this.weights.subjectSpread,
      );
      return;
    }
    const occ = kind === KIND_TEACHER ? this.teacherOcc : kind === KIND_CLASS ? this.classOcc : this.roomOcc;
    const offset = id * slots + base;
    let clash = 0;
    let count = 0;
    let first = -1;
    let last = -1;
    let run = 0;
    let overRun = 0;
    let avoided = 0;
    const maxRow = kind === KIND_TEACHER ? (this.model.teacherMaxInARow[id] ?? 0) : 0;
    for (let p = 0; p < periods; p++) {
      const n = occ[offset + p] ?? 0;
      if (n > 1) clash += n - 1;
      if (n > 0) {
        count += n;
        if (first < 0) first = p;
        last = p;
        run++;
        if (maxRow > 0 && run > maxRow) overRun++;
        if (kind === KIND_TEACHER && this.model.teacherAvoid[id * slots + base + p]) avoided++;
      } else run = 0;
      // Lunch rests the teacher: the run counts again from the period after a long break.
      if (this.model.longBreakAfter[base + p]) run = 0;
    }
    bump(out, kind, clash);
    if (kind === KIND_ROOM) return;
    let occupied = 0;
    for (let p = first; p >= 0 && p <= last; p++) if ((occ[offset + p] ?? 0) > 0) occupied++;
    const gaps = first < 0 ? 0 : last - first + 1 - occupied;
    if (kind === KIND_TEACHER) {
      const max = this.model.teacherMaxPerDay[id] ?? 0;
      if (max > 0 && count > max) bump(out, MAX_PER_DAY, count - max);
      bump(out, TEACHER_GAPS, gaps * this.weights.teacherGap);
      bump(out, AVOID, avoided * this.weights.teacherAvoid);
      bump(out, IN_A_ROW, overRun * this.weights.teacherInARow);
      return;
    }
    bump(out, CLASS_GAPS, gaps * this.weights.classGap);
    const row = (id * this.model.days + day) * this.model.subjects.length;
    for (const [a, b] of this.model.notSameDay) {
      if ((this.classSubjectDay[row + a] ?? 0) > 0 && (this.classSubjectDay[row + b] ?? 0) > 0)
        bump(out, NOT_SAME_DAY, 1);
    }
  }
}

// Days fit in 3 bits (at most 7), the kind in 2.
const encode = (kind: number, id: number, day: number): number => (id * 4 + kind) * 8 + day;

export const hardCount = (parts: Float64Array): number => {
  let sum = 0;
  for (let i = 0; i < HARD_PARTS.length; i++) sum += parts[i] ?? 0;
  return sum;
};

export const softScore = (parts: Float64Array): number => {
  let sum = 0;
  for (let i = HARD_PARTS.length; i < PARTS; i++) sum += parts[i] ?? 0;
  return sum;
};
