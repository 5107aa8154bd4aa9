import {
  access,
  date,
  defineResource,
  enumOf,
  longText,
  ref,
  staff,
  staffAndTeachers,
  text,
  time,
} from '../../resource/index.ts';

/** What a room is booked for: `lesson_change` moves one lesson to another room for a day. */
export const BOOKING_KINDS = ['event', 'lesson_change', 'meeting', 'exam', 'other'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * A room taken on a day from `startTime` to `endTime` (issue 32, part 5): an event, a meeting, an
 * exam, a lesson moved for a day. A booking never overlaps another of the room nor a lesson in
 * it (the server module's hook: 422 on `startTime`, naming what holds the room). Staff and
 * teachers book; a teacher changes or cancels only their own (`bookedBy`, set by the server).
 */
export const roomBookings = defineResource({
  name: 'room_bookings',
  type: 'RoomBooking',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    room: ref('rooms', { required: true, onDelete: 'cascade', sameSchool: true }),
    bookingDate: date({ required: true }),
    startTime: time({ required: true }),
    endTime: time({ required: true }),
    bookingKind: enumOf(BOOKING_KINDS, { default: 'event' }),
    bookingPurpose: text({ required: true, maxLength: 200 }),
    note: longText({ maxLength: 1000 }),
    bookedBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'room', 'bookingDate', 'bookingKind', 'bookedBy'],
  orderFields: ['bookingDate', 'startTime'],
  // The free rooms and a room's clashes read a room's bookings of one day (bench/results/free-rooms.md).
  indexes: [['room', 'bookingDate']],
  defaultOrder: { bookingDate: 'desc', startTime: 'asc' },
  searchFields: ['bookingPurpose'],
  list: ['bookingDate', 'startTime', 'endTime', 'room', 'bookingPurpose', 'bookingKind', 'bookedBy'],
  labelField: 'bookingPurpose',
  teacherVia: [{ by: 'bookedBy' }],
  access: {
    ...access(staffAndTeachers, staff),
    // Any teacher books a room; the changes and the cancellation are the booker's own.
    create: staffAndTeachers,
    update: [...staff, 'teacher:own'],
    delete: [...staff, 'teacher:own'],
  },
});
