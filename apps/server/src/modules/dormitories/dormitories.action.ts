import {
  dormBuildings,
  dormLeavesAction,
  dormOccupancyAction,
  dormRollCallAction,
  saveRollCallAction,
  withdrawLeaveAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { system } from '../../core/repository.ts';
import { listLeaves, withdrawLeave } from './leaves.operation.ts';
import { occupancy } from './occupancy.operation.ts';
import { readRollCall, saveRollCall } from './roll-call.operation.ts';

// The engine loaded each building through the caller's reach; its typed row is read again here.
export const dormOccupancy = implement(
  dormOccupancyAction,
  async ({ db, ctx, record }) => occupancy(db, ctx, await system(db).of(dormBuildings).get(record.id)),
  { discloses: (output) => output.rooms.flatMap((room) => room.beds.map((bed) => bed.student?.id ?? null)) },
);

export const dormRollCall = implement(
  dormRollCallAction,
  async ({ db, ctx, record, input }) =>
    readRollCall(db, ctx, await system(db).of(dormBuildings).get(record.id), input.query.date),
  { discloses: (output) => output.boarders.map((boarder) => boarder.student) },
);

export const saveDormRollCall = implement(saveRollCallAction, async ({ db, ctx, record, input }) =>
  saveRollCall(db, ctx, await system(db).of(dormBuildings).get(record.id), input.body),
);

export const dormLeaves = implement(
  dormLeavesAction,
  async ({ db, ctx, input }) => listLeaves(db, ctx, input.query.status),
  { discloses: (output) => output.leaves.map((leave) => leave.student.id) },
);

export const withdrawDormLeave = implement(withdrawLeaveAction, async ({ db, ctx, record }) =>
  withdrawLeave(db, ctx, record.id),
);
