import { freeRoomsAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { readFreeRooms } from './free-rooms.operation.ts';

export const freeRooms = implement(freeRoomsAction, async ({ db, ctx, input }) => readFreeRooms(db, ctx, input.query));
