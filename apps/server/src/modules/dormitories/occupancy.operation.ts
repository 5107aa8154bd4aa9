import { bedAssignments, dormBuildings, students, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { seasonFor } from '../finance-documents/active-season.ts';
import { buildingBeds } from './boarders.operation.ts';

/** A building's rooms and beds with the season's boarder in each bed, and how many are taken. */
export const occupancy = async (tx: Db, ctx: RequestContext, building: RowOf<typeof dormBuildings>) => {
  const season = await seasonFor(tx, ctx, building.school);
  const { rooms, beds } = await buildingBeds(tx, building.id);
  const store = system(tx);
  const assignments =
    beds.length === 0 ? [] : await store.of(bedAssignments).list({ season, bed: beds.map((bed) => bed.id) });
  const people =
    assignments.length === 0 ? [] : await store.of(students).list({ id: assignments.map((row) => row.student) });
  const nameOf = new Map(people.map((person) => [person.id, `${person.name} ${person.lastName}`]));
  const assignmentOf = new Map(assignments.map((row) => [row.bed, row]));
  return {
    building: { id: building.id, title: building.title, buildingGender: building.buildingGender },
    beds: beds.filter((bed) => bed.isActive !== false).length,
    occupied: assignments.length,
    rooms: rooms.map((room) => ({
      id: room.id,
      roomNumber: room.roomNumber,
      floor: room.floor,
      capacity: room.capacity,
      beds: beds
        .filter((bed) => bed.room === room.id)
        .map((bed) => {
          const assignment = assignmentOf.get(bed.id);
          return {
            id: bed.id,
            bedLabel: bed.bedLabel,
            isActive: bed.isActive !== false,
            assignment: assignment?.id ?? null,
            student: assignment ? { id: assignment.student, name: nameOf.get(assignment.student) ?? '' } : null,
          };
        }),
    })),
  };
};
