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

/** Tries unit `u` at `start` in `room` (and `v` at `vStart` in `vRoom` when v >= 0): the change. */
export const priceMove = (
  state: TimetableState,
  u: number,
  start: number,
  room: number,
  v = -1,
  vStart = -1,
  vRoom = -1,
): { before: Priced; after: Priced } => {
  state.clearKeys();
  state.touchAt(u, state.start[u] ?? -1, state.room[u] ?? -1);
  state.touchAt(u, start, room);
  if (v >= 0) {
    state.touchAt(v, state.start[v] ?? -1, state.room[v] ?? -1);
    state.touchAt(v, vStart, vRoom);
  }
  const late = (unit: number, s: number) => state.model.units[unit]?.lateCost[s] ?? 0;
  const before = state.keysCost();
  before.soft += late(u, state.start[u] ?? 0) + (v >= 0 ? late(v, state.start[v] ?? 0) : 0);
  state.place(u, start, room);
  if (v >= 0) state.place(v, vStart, vRoom);
  const after = state.keysCost();
  after.soft += late(u, start) + (v >= 0 ? late(v, vStart) : 0);
  return { before, after };
};

/** A room the unit may use, free for its periods from `start` if there is one. */
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
    return (unit.starts.length * unit.rooms.length) / (unit.length * unit.classes.length);
  };
  order.sort((a, b) => tightness(a) - tightness(b) || a - b);
  for (const u of order) {
    const unit = units[u];
    if (!unit) continue;
    let best = Infinity;
    let bestStart = unit.starts[0] ?? 0;
    let bestRoom = unit.rooms[0] ?? 0;
    for (const start of unit.starts) {
      const room = roomFor(state, u, start, random);
      state.clearKeys();
      state.touchAt(u, start, room);
      const before = state.keysCost();
      state.start[u] = start;
      state.room[u] = room;
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
      }
    }
    state.start[u] = bestStart;
    state.room[u] = bestRoom;
    state.apply(u, 1);
  }
};
