import type { LabelSection } from '../../define-module.ts';

/** Room booking's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { room_bookings: 'Room bookings' },
  fields: {
    bookingDate: 'Date',
    bookingKind: 'For',
    bookingPurpose: 'What for',
    bookedBy: 'Booked by',
  },
  menu: { free_rooms: 'Free rooms', room_bookings: 'Room bookings' },
  ui: {
    values: { lesson_change: 'A lesson moved', meeting: 'Meeting', exam: 'Exam' },
    rooms: {
      free_title: 'Free rooms',
      intro:
        'Rooms with no lesson and no booking in this time. Book one for an event, a meeting, an exam or a lesson moved for a day.',
      date: 'Date',
      from: 'From',
      until: 'Until',
      kind: 'Room kind',
      any_kind: 'Any kind',
      capacity: 'Seats at least',
      free: 'Free',
      taken: 'Taken',
      none_free: 'No room is free at this time.',
      none_taken: 'No room is taken at this time.',
      seats_one: '{{count}} seat',
      seats_other: '{{count}} seats',
      booked: '{{room}} is booked.',
      book: 'Book',
      book_room: 'Book {{room}}',
      lesson: 'Lesson',
      booking: 'Booking',
      week: 'Week',
      room_week: 'Week of {{room}}',
      held: '{{what}}, {{from}}–{{until}}',
      taken_by_lesson: 'The room has a lesson from {{from}} to {{until}} ({{what}}).',
      taken_by_booking: 'The room is booked from {{from}} to {{until}} ({{what}}).',
    },
  },
} satisfies LabelSection;
