import { bedAssignments, dormBeds, dormRooms, leaveRequests, students, type RowOf } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** A boarder of a building in a season, with their room and bed. */
export interface Boarder {
  student: number;
  name: string;
  room: string;
  bed: string;
}

/** A building's rooms, and the beds of each (read as the system: the building was loaded through the caller's reach). */
export const buildingBeds = async (tx: Db, building: number) => {
  const store = system(tx);
  const rooms = await store.of(dormRooms).list({ building }, { order: { roomNumber: 'asc' } });
  const beds =
    rooms.length === 0
      ? []
      : await store.of(dormBeds).list({ room: rooms.map((room) => room.id) }, { order: { bedLabel: 'asc' } });
  return { rooms, beds };
};

/** Who sleeps in the building this season, by room and bed. */
export const boardersOf = async (tx: Db, building: number, season: number): Promise<Boarder[]> => {
  const store = system(tx);
  const { rooms, beds } = await buildingBeds(tx, building);
  if (beds.length === 0) return [];
  const assignments = await store.of(bedAssignments).list({ season, bed: beds.map((bed) => bed.id) });
  if (assignments.length === 0) return [];
  const people = await store.of(students).list({ id: assignments.map((row) => row.student) });
  const roomOf = new Map(rooms.map((room) => [room.id, room.roomNumber]));
  const bedOf = new Map(beds.map((bed) => [bed.id, bed]));
  const nameOf = new Map(people.map((person) => [person.id, `${person.name} ${person.lastName}`]));
  return assignments
    .map((row) => {
      const bed = bedOf.get(row.bed);
      return {
        student: row.student,
        name: nameOf.get(row.student) ?? '',
        room: bed ? (roomOf.get(bed.room) ?? '') : '',
        bed: bed?.bedLabel ?? '',
      };
    })
    .sort((a, b) => a.room.localeCompare(b.room, undefined, { numeric: true }) || a.bed.localeCompare(b.bed));
};

/**
 * The approved leave that keeps a student away the night of `date`: out on or before that day,
 * back after it, and not signed back in by then.
 */
export const leaveCovering = (
  leaves: readonly RowOf<typeof leaveRequests>[],
  student: number,
  date: string,
): RowOf<typeof leaveRequests> | undefined =>
  leaves.find(
    (leave) =>
      leave.student === student &&
      leave.leaveStatus === 'approved' &&
      leave.leaveFrom <= date &&
      date < leave.leaveUntil &&
      !(leave.signedInAt !== null && leave.signedInAt.slice(0, 10) <= date),
  );

/** The season's approved leaves of these students. */
export const approvedLeaves = async (tx: Db, season: number, studentIds: readonly number[]) =>
  studentIds.length === 0
    ? []
    : system(tx)
        .of(leaveRequests)
        .list({ season, student: [...studentIds], leaveStatus: 'approved' });
