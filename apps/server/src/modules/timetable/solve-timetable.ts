import { buildModel } from './timetable-model.ts';
import type { TimetableProblemIssue } from './timetable-problem.ts';
import { seededRandom, type Random } from '@kampus/contract/random';
import { reportTimetable, type TimetableSolution } from './timetable-report.ts';
import { greedyStart, partRoomsFor, priceMove, roomFor } from './timetable-search.ts';
import { hardCount, softScore, TimetableState } from './timetable-state.ts';
import { validateTimetableProblem } from './validate-timetable-problem.ts';

export interface SolveProgress {
  iterations: number;
  elapsedMs: number;
  hard: number;
  soft: number;
}

export interface SolveOptions {
  /** Stop and answer the best so far after this long (default 10 s). */
  timeLimitMs?: number;
  /** Stop after this many moves: with a seed, the same answer on any machine fast enough. */
  maxIterations?: number;
  seed?: number;
  /** Called with the best so far when it improves, at most every 200 ms, and at the end. */
  onProgress?: (best: SolveProgress) => void;
}

export type SolveAnswer =
  | { ok: false; problems: TimetableProblemIssue[] }
  | { ok: true; solution: TimetableSolution; stats: SolveProgress & { firstFeasibleMs: number | null } };

// One hard violation is worth this much soft cost: the search trades soft for hard, never back.
const HARD_WEIGHT = 200;
// Annealing runs in cycles of this many moves, each cooling from T0 to T1, then starts again
// from the best so far: a schedule by moves, not time, so a seed replays exactly.
const CYCLE = 400_000;
const T0 = 40;
const T1 = 0.3;

export const solveTimetable = (input: unknown, options: SolveOptions = {}): SolveAnswer => {
  const validated = validateTimetableProblem(input);
  if (!validated.ok) return validated;
  const model = buildModel(validated.problem);
  const unplaceable = model.units.flatMap((unit) =>
    unit.available ? [] : [{ path: `lessons.${unit.lesson}`, message: 'no slot has the teacher and every class free' }],
  );
  if (unplaceable.length > 0) return { ok: false, problems: unplaceable };
  const started = performance.now();
  const timeLimit = options.timeLimitMs ?? 10_000;
  const maxIterations = options.maxIterations ?? Infinity;
  const random = seededRandom(options.seed ?? 1);
  const state = new TimetableState(model);
  greedyStart(state, random);
  const parts = state.parts();
  let hard = hardCount(parts);
  let soft = softScore(parts);
  const best = { hard, soft, start: state.start.slice(), room: state.room.slice(), partRoom: state.partRoom.slice() };
  const movable = model.units.flatMap((unit, u) => (unit.fixed < 0 && unit.starts.length > 1 ? [u] : []));
  let iterations = 0;
  let firstFeasibleMs: number | null = hard === 0 ? 0 : null;
  let lastProgress = 0;
  const progress = (): SolveProgress => ({
    iterations,
    elapsedMs: performance.now() - started,
    hard: best.hard,
    soft: best.soft,
  });
  const done = () => best.hard === 0 && best.soft === 0;
  while (iterations < maxIterations && movable.length > 0 && !done()) {
    if ((iterations & 255) === 0) {
      const now = performance.now() - started;
      if (now >= timeLimit) break;
      if (options.onProgress && now - lastProgress >= 200) {
        lastProgress = now;
        options.onProgress(progress());
      }
    }
    const phase = (iterations % CYCLE) / CYCLE;
    if (iterations > 0 && iterations % CYCLE === 0) restore(state, best, (h, s) => ((hard = h), (soft = s)));
    const temperature = T0 * Math.pow(T1 / T0, phase);
    iterations++;
    const change = tryMove(state, movable, random, hard > 0);
    if (!change) continue;
    const delta = (change.after.hard - change.before.hard) * HARD_WEIGHT + (change.after.soft - change.before.soft);
    if (delta <= 0 || random.next() < Math.exp(-delta / temperature)) {
      hard += change.after.hard - change.before.hard;
      soft += change.after.soft - change.before.soft;
      if (hard < best.hard || (hard === best.hard && soft < best.soft - 1e-9)) {
        best.hard = hard;
        best.soft = soft;
        best.start.set(state.start);
        best.room.set(state.room);
        best.partRoom.set(state.partRoom);
        if (hard === 0 && firstFeasibleMs === null) firstFeasibleMs = performance.now() - started;
      }
    } else change.undo();
  }
  restore(state, best, () => undefined);
  const stats = { ...progress(), firstFeasibleMs };
  options.onProgress?.(stats);
  return { ok: true, solution: reportTimetable(state), stats };
};

/** Puts the best placement back (the occupancy rebuilt from scratch). */
const restore = (
  state: TimetableState,
  best: { start: Int32Array; room: Int32Array; partRoom: Int32Array; hard: number; soft: number },
  set: (hard: number, soft: number) => void,
): void => {
  state.model.units.forEach((_, u) => state.apply(u, -1));
  state.start.set(best.start);
  state.room.set(best.room);
  state.partRoom.set(best.partRoom);
  state.model.units.forEach((_, u) => state.apply(u, 1));
  set(best.hard, best.soft);
};

/**
 * Picks a move (a unit to another start, two units swapping starts, or another room) and makes
 * it. A unit with parallel parts moves whole: at a new start every part takes a room free then;
 * its room move changes one part's room.
 */
const tryMove = (state: TimetableState, movable: number[], random: Random, repairing: boolean) => {
  const { units } = state.model;
  let u = random.pick(movable);
  // While infeasible, most moves start from a unit in a clash: those are the ones to move.
  if (repairing && random.next() < 0.7) {
    for (let tries = 0; tries < 30 && !state.clashes(u); tries++) u = random.pick(movable);
  }
  const unit = units[u];
  if (!unit) return null;
  const oldStart = state.start[u] ?? 0;
  const oldRoom = state.room[u] ?? 0;
  const hasParts = unit.parts.length > 0;
  const oldParts = hasParts ? state.partRooms(u) : null;
  const kind = random.next();
  if (kind < 0.5) {
    const start = unit.starts[random.int(unit.starts.length)] ?? oldStart;
    const room = roomFor(state, u, start, random);
    const parts = hasParts ? partRoomsFor(state, u, start, room, random) : null;
    const priced = priceMove(state, u, start, room, -1, -1, -1, parts);
    return { ...priced, undo: () => state.place(u, oldStart, oldRoom, oldParts) };
  }
  if (kind < 0.85) {
    const v = random.pick(movable);
    const other = units[v];
    const vStart = state.start[v] ?? 0;
    const vRoom = state.room[v] ?? 0;
    if (!other || v === u || other.length !== unit.length || !unit.allowed[vStart] || !other.allowed[oldStart]) {
      return null;
    }
    // Each takes the other's room when it may (the room is left free by the swap), else keeps its own.
    const uRoom = unit.roomOk[vRoom] ? vRoom : oldRoom;
    const vNewRoom = other.roomOk[oldRoom] ? oldRoom : vRoom;
    // Parallel parts look for rooms free at their new start.
    const uParts = hasParts ? partRoomsFor(state, u, vStart, uRoom, random) : null;
    const vOldParts = other.parts.length > 0 ? state.partRooms(v) : null;
    const vParts = vOldParts ? partRoomsFor(state, v, oldStart, vNewRoom, random) : null;
    const priced = priceMove(state, u, vStart, uRoom, v, oldStart, vNewRoom, uParts, vParts);
    return {
      ...priced,
      undo: () => {
        state.place(v, vStart, vRoom, vOldParts);
        state.place(u, oldStart, oldRoom, oldParts);
      },
    };
  }
  if (oldParts) {
    // One part of the block to another of its rooms, free then and not another part's.
    const p = random.int(unit.parts.length + 1);
    if (p === 0) {
      if (unit.rooms.length < 2) return null;
      const room = roomFor(state, u, oldStart, random);
      if (oldParts.includes(room)) return null;
      const priced = priceMove(state, u, oldStart, room, -1, -1, -1, oldParts);
      return { ...priced, undo: () => state.place(u, oldStart, oldRoom, oldParts) };
    }
    const part = unit.parts[p - 1];
    if (!part || part.rooms.length < 2) return null;
    const room = part.rooms[random.int(part.rooms.length)] ?? 0;
    if (room === oldRoom || oldParts.includes(room)) return null;
    const parts = oldParts.slice();
    parts[p - 1] = room;
    const priced = priceMove(state, u, oldStart, oldRoom, -1, -1, -1, parts);
    return { ...priced, undo: () => state.place(u, oldStart, oldRoom, oldParts) };
  }
  if (unit.rooms.length < 2) return null;
  const room = roomFor(state, u, oldStart, random);
  const priced = priceMove(state, u, oldStart, room);
  return { ...priced, undo: () => state.place(u, oldStart, oldRoom) };
};
