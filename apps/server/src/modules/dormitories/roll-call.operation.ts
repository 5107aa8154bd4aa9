import {
  dormBuildings,
  rollCallMarks,
  rollCalls,
  type RollCallRow,
  type RollMark,
  type RowOf,
  type SaveRollCallBody,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { seasonFor } from '../finance-documents/active-season.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { approvedLeaves, boardersOf, leaveCovering } from './boarders.operation.ts';
import { notifyAbsence } from './notify-dorm.operation.ts';

type Building = RowOf<typeof dormBuildings>;

/**
 * A night's roll call of a building: the saved marks, or before it is taken every boarder
 * present but those an approved leave keeps away that night ("on leave", pre-filled).
 */
export const readRollCall = async (tx: Db, ctx: RequestContext, building: Building, date: string) => {
  const season = await seasonFor(tx, ctx, building.school);
  const boarders = await boardersOf(tx, building.id, season);
  const leaves = await approvedLeaves(
    tx,
    season,
    boarders.map((boarder) => boarder.student),
  );
  const call = await system(tx).of(rollCalls).first({ building: building.id, rollDate: date });
  const marks = call ? await system(tx).of(rollCallMarks).list({ rollCall: call.id }) : [];
  const markOf = new Map(marks.map((mark) => [mark.student, mark]));
  const rows: RollCallRow[] = boarders.map((boarder) => {
    const leave = leaveCovering(leaves, boarder.student, date);
    const saved = markOf.get(boarder.student);
    const mark: RollMark = saved?.rollMark ?? (leave ? 'on_leave' : 'present');
    return {
      ...boarder,
      mark,
      leave: leave ? { id: leave.id, leaveUntil: leave.leaveUntil, destination: leave.destination } : null,
      alertedAt: saved?.alertedAt ?? null,
    };
  });
  return { date, taken: call !== undefined, takenAt: call?.takenAt ?? null, boarders: rows };
};

/**
 * Saves a night's marks (replacing those of a roll call taken before) in the caller's
 * transaction. A student who is no boarder of the building, or "on leave" without an approved
 * leave that night, is refused by their place in the list and nothing is kept. Each boarder
 * absent with no leave is alerted once a night: their guardians and the school's wardens.
 */
export const saveRollCall = async (
  tx: Db,
  ctx: RequestContext,
  building: Building,
  body: SaveRollCallBody,
): Promise<{ id: number; alerted: number }> => {
  const clock = await schoolClock(tx, building.school);
  // A night not come yet has no roll call: an absence marked ahead would alert the families now.
  if (body.date > clock.date) throw violation('date', 'ui.dormitories.night_not_yet');
  const season = await seasonFor(tx, ctx, building.school);
  const boarders = await boardersOf(tx, building.id, season);
  const boarding = new Set(boarders.map((boarder) => boarder.student));
  const leaves = await approvedLeaves(tx, season, [...boarding]);
  const violations = body.marks.flatMap((entry, index) => {
    if (!boarding.has(entry.student))
      return [{ propertyPath: `marks[${index}].student`, message: 'ui.dormitories.not_in_building' }];
    if (entry.mark === 'on_leave' && !leaveCovering(leaves, entry.student, body.date))
      return [{ propertyPath: `marks[${index}].mark`, message: 'ui.dormitories.no_leave' }];
    return [];
  });
  if (violations.length > 0) throw unprocessable(violations);
  const store = system(tx);
  const at = `${clock.date} ${clock.time.length === 5 ? `${clock.time}:00` : clock.time}`;
  const taken = { takenBy: ctx.caller?.id ?? null, takenAt: at };
  const existing = await store.of(rollCalls).first({ building: building.id, rollDate: body.date });
  const call = existing
    ? await store.of(rollCalls).update(existing.id, taken)
    : await store
        .of(rollCalls)
        .insert({ school: building.school, season, building: building.id, rollDate: body.date, ...taken });
  let alerted = 0;
  for (const entry of body.marks) {
    const saved = await store.of(rollCallMarks).first({ rollCall: call.id, student: entry.student });
    const row = saved
      ? await store.of(rollCallMarks).update(saved.id, { rollMark: entry.mark })
      : await store
          .of(rollCallMarks)
          .insert({ school: building.school, rollCall: call.id, student: entry.student, rollMark: entry.mark });
    const away = entry.mark === 'absent' && !leaveCovering(leaves, entry.student, body.date);
    if (!away || row.alertedAt !== null) continue;
    await notifyAbsence(tx, { student: entry.student, building: building.title, date: body.date }, ctx.language);
    await store.of(rollCallMarks).update(row.id, { alertedAt: at });
    alerted += 1;
  }
  return { id: call.id, alerted };
};
