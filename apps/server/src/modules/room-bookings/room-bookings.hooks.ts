import { roomBookings, rooms, schedules } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { clashViolation, holdersOf } from './room-holders.ts';

interface Booking {
  room: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
}

/**
 * A booking ends after it starts (422 on `endTime`) and overlaps no lesson nor booking of its
 * room (422 on `startTime`, naming what holds the room). The room's row is locked first, so two
 * people booking one room at once are answered one after the other: the second sees the first.
 */
const checkFree = async (tx: Db, booking: Booking, except?: number): Promise<void> => {
  if (booking.endTime <= booking.startTime) throw violation('endTime', 'validation.too_small');
  await system(tx).of(rooms).lock(booking.room);
  const [holder] = await holdersOf(tx, {
    rooms: [booking.room],
    date: booking.bookingDate,
    from: booking.startTime,
    until: booking.endTime,
    ...(except === undefined ? {} : { exceptBooking: except }),
  });
  if (holder) throw unprocessable([clashViolation('startTime', holder)]);
};

const moved = (data: Data): boolean =>
  ['room', 'bookingDate', 'startTime', 'endTime'].some((field) => data[field] !== undefined);

export const roomBookingsHooks = defineHooks(roomBookings, {
  beforeCreate: async (tx, ctx: RequestContext, data) => {
    // The engine checked the required fields before: a create names all four.
    const { room, bookingDate, startTime, endTime } = data;
    if (room !== undefined && bookingDate !== undefined && startTime !== undefined && endTime !== undefined)
      await checkFree(tx, { room, bookingDate, startTime, endTime });
    // Who booked it is the caller, whatever the body says (the field is read-only).
    return { ...data, bookedBy: ctx.caller?.id ?? data.bookedBy ?? null };
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    if (moved(data)) await checkFree(tx, { ...current, ...data } as Booking, current.id);
    return data;
  },
});

/** The lesson's room free of bookings and other lessons in its time: 422 on `room`. */
const checkLesson = async (
  tx: Db,
  lesson: { room: number; scheduleDate: string; enterTime: string; exitTime: string },
  except?: number,
): Promise<void> => {
  await system(tx).of(rooms).lock(lesson.room);
  const [holder] = await holdersOf(tx, {
    rooms: [lesson.room],
    date: lesson.scheduleDate,
    from: lesson.enterTime,
    until: lesson.exitTime,
    ...(except === undefined ? {} : { exceptLesson: except }),
  });
  if (holder) throw unprocessable([clashViolation('room', holder)]);
};

/**
 * A lesson a person puts in a room (the schedule form, a lesson moved) finds the room free of
 * bookings and of other lessons then: 422 on `room`. A lesson whose room and time stay as they
 * were (its attendance marked, a cover) is not checked again; the solver's publication writes as
 * the system and is checked by the solver itself (one room, one lesson at a time).
 */
export const schedulesRoomHooks = defineHooks(schedules, {
  beforeCreate: async (tx, ctx, data) => {
    const { room, scheduleDate, enterTime, exitTime } = data;
    if (ctx.caller === null || room === null || room === undefined) return data;
    if (scheduleDate !== undefined && enterTime !== undefined && exitTime !== undefined)
      await checkLesson(tx, { room, scheduleDate, enterTime, exitTime });
    return data;
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    if (ctx.caller === null) return data;
    const changed = ['room', 'scheduleDate', 'enterTime', 'exitTime'].some((field) => data[field] !== undefined);
    const room = data.room === undefined ? current.room : data.room;
    if (!changed || room === null) return data;
    await checkLesson(tx, { ...current, ...data, room }, current.id);
    return data;
  },
});
