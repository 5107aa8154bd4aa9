import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { room_bookings: 'حجوزات القاعات' },
  fields: {
    bookingDate: 'التاريخ',
    bookingKind: 'النوع',
    bookingPurpose: 'الغرض',
    bookedBy: 'حجزها',
  },
  menu: { free_rooms: 'القاعات الشاغرة', room_bookings: 'حجوزات القاعات' },
  ui: {
    values: { lesson_change: 'درس منقول', meeting: 'اجتماع', exam: 'امتحان' },
    rooms: {
      free_title: 'القاعات الشاغرة',
      intro: 'قاعات ليس فيها درس ولا حجز في هذا الوقت. احجز واحدة لفعالية أو اجتماع أو امتحان أو درس منقول ليوم واحد.',
      date: 'التاريخ',
      from: 'من',
      until: 'إلى',
      kind: 'نوع القاعة',
      any_kind: 'أي نوع',
      capacity: 'عدد المقاعد على الأقل',
      free: 'شاغرة',
      taken: 'مشغولة',
      none_free: 'لا توجد قاعة شاغرة في هذا الوقت.',
      none_taken: 'لا توجد قاعة مشغولة في هذا الوقت.',
      seats_zero: 'لا مقاعد',
      seats_one: 'مقعد واحد',
      seats_two: 'مقعدان',
      seats_few: '{{count}} مقاعد',
      seats_many: '{{count}} مقعدًا',
      seats_other: '{{count}} مقعد',
      booked: 'تم حجز {{room}}.',
      book: 'احجز',
      book_room: 'احجز {{room}}',
      lesson: 'درس',
      booking: 'حجز',
      held: '{{what}}، {{from}}–{{until}}',
      taken_by_lesson: 'في القاعة درس من {{from}} إلى {{until}} ({{what}}).',
      taken_by_booking: 'القاعة محجوزة من {{from}} إلى {{until}} ({{what}}).',
    },
  },
};
