import {
  bedAssignments,
  dormBeds,
  dormBuildings,
  dormRooms,
  leaveRequests,
  students,
  users,
  type LeaveRow,
  type LeaveStatus,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { conflict, forbidden } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * The season's leave requests the caller reads (a warden's school, a family's children: the
 * resource's own read rule), newest first, each with the boarder's name, building and room.
 */
export const listLeaves = async (
  db: Db,
  ctx: RequestContext,
  status: LeaveStatus | undefined,
): Promise<{ leaves: LeaveRow[] }> => {
  const rows = await scoped(db, ctx, { as: 'reader' })
    .of(leaveRequests)
    .list(status ? { leaveStatus: status } : {}, { order: { leaveFrom: 'desc' } });
  return { leaves: await describeLeaves(db, rows) };
};

/** Leave requests as their readers see them: the boarder's name, building and room, who decided. */
const describeLeaves = async (db: Db, rows: readonly RowOf<typeof leaveRequests>[]): Promise<LeaveRow[]> => {
  if (rows.length === 0) return [];
  const store = system(db);
  const studentIds = [...new Set(rows.map((row) => row.student))];
  const people = await store.of(students).list({ id: studentIds });
  const assignments = await store.of(bedAssignments).list({ student: studentIds, season: rows.map((r) => r.season) });
  const beds = assignments.length ? await store.of(dormBeds).list({ id: assignments.map((a) => a.bed) }) : [];
  const rooms = beds.length ? await store.of(dormRooms).list({ id: beds.map((bed) => bed.room) }) : [];
  const buildings = rooms.length ? await store.of(dormBuildings).list({ id: rooms.map((room) => room.building) }) : [];
  const deciders = rows.flatMap((row) => (row.decidedBy === null ? [] : [row.decidedBy]));
  const wardens = deciders.length ? await store.of(users).list({ id: deciders }) : [];
  const nameOf = new Map(people.map((person) => [person.id, `${person.name} ${person.lastName}`]));
  const wardenOf = new Map(wardens.map((user) => [user.id, `${user.name} ${user.lastName}`]));
  const placeOf = (student: number, season: number) => {
    const assignment = assignments.find((row) => row.student === student && row.season === season);
    const bed = beds.find((row) => row.id === assignment?.bed);
    const room = rooms.find((row) => row.id === bed?.room);
    const building = buildings.find((row) => row.id === room?.building);
    return { building: building?.title ?? null, room: room?.roomNumber ?? null };
  };
  return rows.map((row) => ({
    id: row.id,
    student: { id: row.student, name: nameOf.get(row.student) ?? '' },
    ...placeOf(row.student, row.season),
    leaveFrom: row.leaveFrom,
    leaveUntil: row.leaveUntil,
    leaveReason: row.leaveReason,
    destination: row.destination,
    leaveStatus: row.leaveStatus ?? 'pending',
    decisionNote: row.decisionNote,
    decidedBy: row.decidedBy === null ? null : (wardenOf.get(row.decidedBy) ?? null),
    decidedAt: row.decidedAt,
    signedOutAt: row.signedOutAt,
    signedInAt: row.signedInAt,
  }));
};

/**
 * The family withdraws a request the warden has not decided yet: `cancelled`, through the
 * resource's write path as the parent's act (hooks, audit trail). Decided already: 409. The
 * engine loaded the request through the caller's reach (another family's: 404).
 */
export const withdrawLeave = async (tx: Db, ctx: RequestContext, id: number): Promise<LeaveRow> => {
  if (ctx.caller?.audience === 'student') throw forbidden();
  const leave = await system(tx).of(leaveRequests).lock(id);
  if (leave.leaveStatus !== 'pending') throw conflict('ui.dormitories.not_pending');
  const withdrawn = await scoped(tx, ctx).of(leaveRequests).update(id, { leaveStatus: 'cancelled' });
  const [row] = await describeLeaves(tx, [withdrawn]);
  if (!row) throw new Error(`leave request ${id} vanished while withdrawn`);
  return row;
};
