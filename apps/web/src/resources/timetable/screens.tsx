import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const TimetableSolvePage = lazy(() =>
  import('./TimetableSolvePage.tsx').then((m) => ({ default: m.TimetableSolvePage })),
);
const TimetableDiffPage = lazy(() => import('./TimetableDiffPage.tsx').then((m) => ({ default: m.TimetableDiffPage })));

/**
 * Timetables (issue 32, docs/timetable.md): the solve page and a run's diff and publishing. The
 * periods, rooms, teachers' rules and lessons are the generic screens their menu entries mount.
 */
export const timetableScreens = defineScreens({
  routes: [
    { path: 'timetable/solve', element: <TimetableSolvePage /> },
    { path: 'timetable/runs/:id/diff', element: <TimetableDiffPage /> },
  ],
});
