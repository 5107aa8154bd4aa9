import type { Random } from '@kampus/contract/random';
import type { TimetableState } from './timetable-state.ts';

/**
 * One move of the search, priced from the days it touches. `hardWeight` turns the two costs into
 * the one number annealing compares; the search keeps hard and soft apart to know when it is
 * feasible.
 */
export interface Priced {
  hard: number;
  soft: number;
}

/**
 * Tries unit `u` at `start` in `room` (and `v` at `vStart` in `vRoom` when v >= 0): the change.
 * `uParts` and `vParts` are the rooms of their other parts (an elective block's sections), when
 * they have any and the move changes them.
 */
export const priceMove = (
  state: TimetableState,
  u: number,
  start: number,
  room: number,
  v = -1,
  vStart = -1,
  vRoom = -1,
  uParts: ArrayLike<number> | null = null,
  vParts: ArrayLike<number> | null = null,
): { before: Priced; after: Priced } => {
  state.clearKeys();
  state.touchAt(u, state.start[u] ?? -1, state.room[u] ?? -1);
  state.touchAt(u, start, room, uParts);
  if (v >= 0) {
    state.touchAt(v, state.start[v] ?? -1, state.room[v] ?? -1);
    state.touchAt(v, vStart, vRoom, vParts);
  }
  const late = (unit: number, s: number) => state.model.units[unit]?.lateCost[s] ?? 0;
  const before = state.keysCost();
  before.soft += late(u, state.start[u] ?? 0) + (v >= 0 ? late(v, state.start[v] ?? 0) : 0);
  state.place(u, start, room, uParts);
  if (v >= 0) state.place(v, vStart, vRoom, vParts);
  const after = state.keysCost();
  after.soft += late(u, start) + (v >= 0 ? late(v, vStart) : 0);
  return { before, after };
};

/** A room the unit's own part may use, free for its periods from `start` if there is one. */
export const roomFor = (state: TimetableState, u: number, start: number, random: Random): number => {
  const unit = state.model.units[u];
  if (!unit || unit.rooms.length === 0) return 0;
  const from = random.int(unit.rooms.length);
  for (let k = 0; k < unit.rooms.length; k++) {
    const room = unit.rooms[(from + k) % unit.rooms.length] ?? 0;
    if (room === state.room[u] && state.start[u] === start) continue;
    if (state.roomFree(room, start, unit.length)) return room;
  }
  return unit.rooms[from] ?? 0;
};

/**
 * Rooms for unit `u`'s other parts at `start`, beside its own part in `room`: for each part one of
 * its rooms free then and not taken by another part of the unit, else one of its rooms not taken
 * by another part, else any of its rooms (a clash the cost counts). Null for a unit without parts.
 */
export const partRoomsFor = (
  state: TimetableState,
  u: number,
  start: number,
  room: number,
  random: Random,
): Int32Array | null => {
  const unit = state.model.units[u];
  if (!unit || unit.parts.length === 0) return null;
  const chosen = new Int32Array(unit.parts.length).fill(-1);
  const taken = (r: number, upTo: number) => r === room || chosen.subarray(0, upTo).includes(r);
  const own = state.start[u] === start ? state.partRooms(u) : null;
  unit.parts.forEach((part, p) => {
    const count = part.rooms.length;
    const from = random.int(Math.max(1, count));
    let fallback = -1;
    for (let k = 0; k < count; k++) {
      const r = part.rooms[(from + k) % count] ?? 0;
      if (taken(r, p)) continue;
      if (fallback < 0) fallback = r;
      // A room the unit itself holds at this start is free for it.
      if (state.roomFree(r, start, unit.length) || (own !== null && own.includes(r))) {
        chosen[p] = r;
        return;
      }
    }
    chosen[p] = fallback >= 0 ? fallback : (part.rooms[from] ?? 0);
  });
  return chosen;
};

/**
 * The start: units placed one at a time, the most constrained first (fixed ones, then the
 * fewest starts times rooms, doubles before singles, combined classes before single ones), each
 * at the start and room that add the least cost to what is already placed.
 */
export const greedyStart = (state: TimetableState, random: Random): void => {
  const { units } = state.model;
  const order = units.map((_, u) => u);
  const tightness = (u: number) => {
    const unit = units[u];
    if (!unit) return 0;
    if (unit.fixed >= 0) return -1;
    return (
      (unit.starts.length * unit.rooms.length) /
      (unit.length * Math.max(1, unit.classes.length) * (1 + unit.parts.length))
    );
  };
  order.sort((a, b) => tightness(a) - tightness(b) || a - b);
  for (const u of order) {
    const unit = units[u];
    if (!unit) continue;
    let best = Infinity;
    let bestStart = unit.starts[0] ?? 0;
    let bestRoom = unit.rooms[0] ?? 0;
    let bestParts: Int32Array | null = null;
    for (const start of unit.starts) {
      const room = roomFor(state, u, start, random);
      const parts = partRoomsFor(state, u, start, room, random);
      state.clearKeys();
      state.touchAt(u, start, room, parts);
      const before = state.keysCost();
      state.start[u] = start;
      state.room[u] = room;
      if (parts) state.setPartRooms(u, parts);
      state.apply(u, 1);
      const after = state.keysCost();
      state.apply(u, -1);
      state.start[u] = -1;
      const cost = (after.hard - before.hard) * 1000 + after.soft - before.soft + (unit.lateCost[start] ?? 0);
      // A random nudge below one soft unit breaks ties without ever beating a real difference.
      const nudged = cost + random.next() * 0.01;
      if (nudged < best) {
        best = nudged;
        bestStart = start;
        bestRoom = room;
        bestParts = parts;
      }
    }
    state.start[u] = bestStart;
    state.room[u] = bestRoom;
    if (bestParts) state.setPartRooms(u, bestParts);
    state.apply(u, 1);
  }
};
