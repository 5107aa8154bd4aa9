import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { room_bookings: 'Reservas de aulas' },
  fields: {
    bookingDate: 'Fecha',
    bookingKind: 'Tipo',
    bookingPurpose: 'Para qué',
    bookedBy: 'Reservada por',
  },
  menu: { free_rooms: 'Aulas libres', room_bookings: 'Reservas de aulas' },
  ui: {
    values: { lesson_change: 'Clase trasladada', meeting: 'Reunión', exam: 'Examen' },
    rooms: {
      free_title: 'Aulas libres',
      intro:
        'Aulas sin clase ni reserva en este horario. Reserve una para un evento, una reunión, un examen o una clase trasladada por un día.',
      date: 'Fecha',
      from: 'Desde',
      until: 'Hasta',
      kind: 'Tipo de aula',
      any_kind: 'Cualquier tipo',
      capacity: 'Plazas como mínimo',
      free: 'Libre',
      taken: 'Ocupada',
      none_free: 'No hay ninguna aula libre en este horario.',
      none_taken: 'No hay ninguna aula ocupada en este horario.',
      seats_one: '{{count}} plaza',
      seats_many: '{{count}} plazas',
      seats_other: '{{count}} plazas',
      booked: '{{room}} está reservada.',
      book: 'Reservar',
      book_room: 'Reservar {{room}}',
      lesson: 'Clase',
      booking: 'Reserva',
      week: 'Semana',
      room_week: 'Semana de {{room}}',
      held: '{{what}}, {{from}}–{{until}}',
      taken_by_lesson: 'El aula tiene clase de {{from}} a {{until}} ({{what}}).',
      taken_by_booking: 'El aula está reservada de {{from}} a {{until}} ({{what}}).',
    },
  },
};
