import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const GradesPage = lazy(() => import('./GradesPage.tsx').then((m) => ({ default: m.GradesPage })));

/**
 * The family's grades (contract module `gradebook`, docs/gradebook.md): the scales, policies,
 * assignments and scores are the generic screens of the module's staff menu entries; the
 * family's course grades are this area's.
 */
export const gradesScreens = defineScreens({
  routes: [{ path: 'grades', element: <GradesPage /> }],
});
