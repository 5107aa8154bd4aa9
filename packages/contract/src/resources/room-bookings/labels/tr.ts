import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { room_bookings: 'Derslik rezervasyonları' },
  fields: {
    bookingDate: 'Tarih',
    bookingKind: 'Türü',
    bookingPurpose: 'Amacı',
    bookedBy: 'Rezerve eden',
  },
  menu: { free_rooms: 'Boş derslikler', room_bookings: 'Derslik rezervasyonları' },
  ui: {
    values: { lesson_change: 'Taşınan ders', meeting: 'Toplantı', exam: 'Sınav' },
    rooms: {
      free_title: 'Boş derslikler',
      intro:
        'Bu saatlerde dersi ve rezervasyonu olmayan derslikler. Bir etkinlik, toplantı, sınav ya da bir günlüğüne taşınan bir ders için rezerve edin.',
      date: 'Tarih',
      from: 'Başlangıç',
      until: 'Bitiş',
      kind: 'Derslik türü',
      any_kind: 'Her tür',
      capacity: 'En az kişi',
      free: 'Boş',
      taken: 'Dolu',
      none_free: 'Bu saatte boş derslik yok.',
      none_taken: 'Bu saatte dolu derslik yok.',
      seats_one: '{{count}} kişilik',
      seats_other: '{{count}} kişilik',
      booked: '{{room}} rezerve edildi.',
      book: 'Rezerve et',
      book_room: '{{room}} dersliğini rezerve et',
      lesson: 'Ders',
      booking: 'Rezervasyon',
      week: 'Hafta',
      room_week: '{{room}} haftası',
      held: '{{what}}, {{from}}–{{until}}',
      taken_by_lesson: 'Derslikte {{from}}–{{until}} arası ders var ({{what}}).',
      taken_by_booking: 'Derslik {{from}}–{{until}} arası rezerve edilmiş ({{what}}).',
    },
  },
};
