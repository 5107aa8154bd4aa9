import { roomBookings, type RowOf } from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

export type Booking = RowOf<typeof roomBookings>;

/**
 * A room's bookings from `first` to `last`, by day and time: one statement whatever the week,
 * read as the caller reads `room_bookings` (the policy a generic list of them would apply).
 */
export const roomBookingsBetween = (
  db: Db,
  ctx: RequestContext,
  room: number | undefined,
  first: string,
  last: string,
): Promise<Booking[]> => {
  if (room === undefined) return Promise.resolve([]);
  const booked = scoped(db, ctx, { as: 'reader', across: 'reach' }).of(roomBookings);
  return booked.list(
    { room },
    {
      also: and(gte(booked.table.bookingDate, first), lte(booked.table.bookingDate, last)),
      order: { bookingDate: 'asc', startTime: 'asc' },
    },
  );
};
