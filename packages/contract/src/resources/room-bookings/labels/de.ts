import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { room_bookings: 'Raumbuchungen' },
  fields: {
    bookingDate: 'Datum',
    bookingKind: 'Art',
    bookingPurpose: 'Wofür',
    bookedBy: 'Gebucht von',
  },
  menu: { free_rooms: 'Freie Räume', room_bookings: 'Raumbuchungen' },
  ui: {
    values: { lesson_change: 'Verlegte Stunde', meeting: 'Besprechung', exam: 'Prüfung' },
    rooms: {
      free_title: 'Freie Räume',
      intro:
        'Räume ohne Unterricht und ohne Buchung in dieser Zeit. Buchen Sie einen für eine Veranstaltung, eine Besprechung, eine Prüfung oder eine für einen Tag verlegte Stunde.',
      date: 'Datum',
      from: 'Von',
      until: 'Bis',
      kind: 'Raumart',
      any_kind: 'Jede Art',
      capacity: 'Mindestens Plätze',
      free: 'Frei',
      taken: 'Belegt',
      none_free: 'Zu dieser Zeit ist kein Raum frei.',
      none_taken: 'Zu dieser Zeit ist kein Raum belegt.',
      seats_one: '{{count}} Platz',
      seats_other: '{{count}} Plätze',
      booked: '{{room}} ist gebucht.',
      book: 'Buchen',
      book_room: '{{room}} buchen',
      lesson: 'Unterricht',
      booking: 'Buchung',
      week: 'Woche',
      room_week: 'Woche von {{room}}',
      held: '{{what}}, {{from}}–{{until}}',
      taken_by_lesson: 'Im Raum ist von {{from}} bis {{until}} Unterricht ({{what}}).',
      taken_by_booking: 'Der Raum ist von {{from}} bis {{until}} gebucht ({{what}}).',
    },
  },
};
