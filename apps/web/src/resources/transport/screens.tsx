import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const BoardingPage = lazy(() => import('./BoardingPage.tsx').then((m) => ({ default: m.BoardingPage })));
const StudentTransportSection = lazy(() =>
  import('./StudentTransportSection.tsx').then((m) => ({ default: m.StudentTransportSection })),
);

/**
 * Transport (contract module `transport`, docs/transport.md): routes, stops, vehicles, drivers,
 * seats and the boarding history are the generic screens of the module's menu entries; the
 * escort's daily check is a phone screen of its own, and the profile has a school bus tab for
 * staff, escorts and the family.
 */
export const transportScreens = defineScreens({
  routes: [{ path: 'transport/boarding', element: <BoardingPage /> }],
  studentSections: [
    { key: 'transport', resource: 'transport_assignments', field: 'studentId', Body: StudentTransportSection },
  ],
});
