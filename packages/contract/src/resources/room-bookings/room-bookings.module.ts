import { defineModule } from '../define-module.ts';
import { freeRoomsAction } from './room-bookings.actions.ts';
import { roomBookingsInventory } from './room-bookings.inventory.ts';
import { roomBookings } from './room-bookings.resource.ts';

export * from './room-bookings.resource.ts';
export * from './room-bookings.actions.ts';

/** Room booking (issue 32, part 5; docs/timetable.md): the free rooms at a time, bookings that never clash. */
export const roomBookingsModule = defineModule({
  resources: [roomBookings],
  actions: [freeRoomsAction],
  labels: 'room-bookings',
  inventory: roomBookingsInventory,
  menus: [
    {
      key: 'menu.free_rooms',
      under: 'menu.classes',
      after: 'menu.cover_report',
      url: '/timetable/rooms/free',
      icon: 'MeetingRoom',
      audiences: ['school', 'teacher'],
    },
    {
      key: 'menu.room_bookings',
      under: 'menu.classes',
      after: 'menu.free_rooms',
      url: '/timetable/room-bookings',
      resource: 'room_bookings',
      icon: 'MeetingRoom',
      audiences: ['school', 'teacher'],
    },
  ],
});
