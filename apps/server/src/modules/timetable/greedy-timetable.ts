import { buildModel } from './timetable-model.ts';
import type { TimetableProblemIssue } from './timetable-problem.ts';
import { reportTimetable, type TimetableSolution } from './timetable-report.ts';
import { TimetableState } from './timetable-state.ts';
import { validateTimetableProblem } from './validate-timetable-problem.ts';

/**
 * The naive fill schools do by hand and other systems ship as their generator, kept to measure
 * the solver against: lessons in the order given, each occurrence at the first slot of the week
 * where its teacher, its classes and a room of its kind are free (fixed ones where they were
 * set); when none is, at the first slot it may take at all, clashing. No look-ahead, no repair.
 */
export const greedyTimetable = (
  input: unknown,
): { ok: false; problems: TimetableProblemIssue[] } | { ok: true; solution: TimetableSolution } => {
  const validated = validateTimetableProblem(input);
  if (!validated.ok) return validated;
  const model = buildModel(validated.problem);
  const state = new TimetableState(model);
  const { units, slots } = model;
  const teacherBusy = new Uint8Array(validated.problem.teachers.length * slots);
  const classBusy = new Uint8Array(validated.problem.classes.length * slots);
  // Fixed occurrences first: they are where they are, the rest fills around them.
  const isFixed = (u: number) => ((units[u]?.fixed ?? -1) >= 0 ? 1 : 0);
  const order = units.map((_, u) => u).sort((a, b) => isFixed(b) - isFixed(a));
  for (const u of order) {
    const unit = units[u];
    if (!unit) continue;
    const free = (busy: Uint8Array, id: number, start: number) => {
      for (let k = 0; k < unit.length; k++) if (busy[id * slots + start + k]) return false;
      return true;
    };
    let start = unit.starts[0] ?? 0;
    let room = unit.rooms[0] ?? 0;
    let parts = unit.parts.map((part) => part.rooms[0] ?? 0);
    for (const candidate of unit.starts) {
      if (
        !unit.teachers.every((t) => free(teacherBusy, t, candidate)) ||
        !unit.classes.every((c) => free(classBusy, c, candidate))
      )
        continue;
      // One room a part, each free and not another part's.
      const chosen: number[] = [];
      const pick = (rooms: Int32Array) =>
        Array.from(rooms).find((r) => !chosen.includes(r) && state.roomFree(r, candidate, unit.length));
      const rooms = [unit.rooms, ...unit.parts.map((part) => part.rooms)];
      for (const list of rooms) {
        const found = pick(list);
        if (found === undefined) break;
        chosen.push(found);
      }
      if (chosen.length < rooms.length) continue;
      start = candidate;
      room = chosen[0] ?? 0;
      parts = chosen.slice(1);
      break;
    }
    state.start[u] = start;
    state.room[u] = room;
    state.setPartRooms(u, parts);
    state.apply(u, 1);
    for (let k = 0; k < unit.length; k++) {
      for (const t of unit.teachers) teacherBusy[t * slots + start + k] = 1;
      for (const c of unit.classes) classBusy[c * slots + start + k] = 1;
    }
  }
  return { ok: true, solution: reportTimetable(state) };
};
