import { defineServerModule } from '../../core/server-module.ts';
import { freeRooms } from './room-bookings.action.ts';
import { roomBookingsHooks, schedulesRoomHooks } from './room-bookings.hooks.ts';

/** Room booking (issue 32, part 5; docs/timetable.md): free rooms at a time, bookings and lessons that never clash. */
export const roomBookingsModule = defineServerModule({
  name: 'room-bookings',
  actions: [freeRooms],
  hooks: [roomBookingsHooks, schedulesRoomHooks],
});
