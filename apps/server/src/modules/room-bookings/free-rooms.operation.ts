import { rooms, type FreeRooms, type FreeRoomsQuery } from '@kampus/contract';
import { gte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { holdersOf } from './room-holders.ts';

/**
 * The rooms the caller reads (their school's), of the kind and size asked, split into those free
 * for the whole span and those taken, each taken one with what holds it. Three statements.
 */
export const readFreeRooms = async (db: Db, ctx: RequestContext, query: FreeRoomsQuery): Promise<FreeRooms> => {
  const reader = scoped(db, ctx, { as: 'reader' }).of(rooms);
  const found = await reader.list(query.kind ? { kind: query.kind } : {}, {
    ...(query.capacity === undefined ? {} : { also: gte(reader.table.capacity, query.capacity) }),
    order: { name: 'asc' },
  });
  const holders = await holdersOf(db, {
    rooms: found.map((room) => room.id),
    date: query.date,
    from: query.from,
    until: query.until,
  });
  const shown = (room: (typeof found)[number]) => ({
    id: room.id,
    name: room.name,
    kind: room.kind ?? 'classroom',
    capacity: room.capacity,
  });
  const free: FreeRooms['free'] = [];
  const taken: FreeRooms['taken'] = [];
  for (const room of found) {
    const held = holders.filter((holder) => holder.room === room.id);
    if (held.length === 0) free.push(shown(room));
    else
      taken.push({
        ...shown(room),
        heldBy: held.map(({ kind, title, startTime, endTime }) => ({ kind, title, startTime, endTime })),
      });
  }
  return { free, taken };
};
