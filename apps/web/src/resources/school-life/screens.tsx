import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const AttendanceRegisterPage = lazy(() =>
  import('./AttendanceRegisterPage.tsx').then((m) => ({ default: m.AttendanceRegisterPage })),
);

/** School life's own screens: the attendance register (its menu entry comes from the attendances module). */
export const schoolLifeScreens = defineScreens({
  routes: [{ path: 'attendance/register', element: <AttendanceRegisterPage /> }],
});
