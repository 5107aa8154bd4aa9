import { translate, type Language, type TimetableWeek } from '@kampus/contract';

type WeekBooking = TimetableWeek['bookings'][number];

/**
 * What a booking is, in the reader's words, for the PDF's cell and the calendar's description:
 * "Booking · Booked by Tülay Öğretmen". Its purpose is said apart, as its title. Its kind is the
 * screens' (their catalogue labels the values; the server's has no `ui.values` of its own).
 */
export const bookingNote = (language: Language, booking: WeekBooking): string =>
  [
    translate(language, 'ui.timetable.booking'),
    booking.bookedByName === null ? '' : translate(language, 'ui.timetable.booked_by', { name: booking.bookedByName }),
  ]
    .filter(Boolean)
    .join(' · ');
