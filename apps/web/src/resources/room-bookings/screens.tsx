import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const FreeRoomsPage = lazy(() => import('./FreeRoomsPage.tsx').then((m) => ({ default: m.FreeRoomsPage })));

/** Room booking (issue 32, part 5; docs/timetable.md); the bookings are the generic list at /timetable/room-bookings. */
export const roomBookingsScreens = defineScreens({
  routes: [{ path: 'timetable/rooms/free', element: <FreeRoomsPage /> }],
});
