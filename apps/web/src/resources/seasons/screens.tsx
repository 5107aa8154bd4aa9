import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const ConfigPage = lazy(() => import('./ConfigPage.tsx').then((m) => ({ default: m.ConfigPage })));
const RolloverPage = lazy(() => import('./RolloverPage.tsx').then((m) => ({ default: m.RolloverPage })));
const DatabasesPage = lazy(() => import('./DatabasesPage.tsx').then((m) => ({ default: m.DatabasesPage })));

/** The seasons area: the tabbed /config hub (each tab's list) and the season databases. */
export const seasonsScreens = defineScreens({
  routes: [
    { path: 'config', element: <ConfigPage tab="system" /> },
    { path: 'config/system', element: <ConfigPage tab="system" /> },
    { path: 'config/seasons', element: <ConfigPage tab="seasons" /> },
    { path: 'config/grading-terms', element: <ConfigPage tab="grading-terms" /> },
    { path: 'config/grade-levels', element: <ConfigPage tab="grade-levels" /> },
    { path: 'config/courses', element: <ConfigPage tab="courses" /> },
    { path: 'config/rollover', element: <RolloverPage /> },
    { path: 'admin/databases', element: <DatabasesPage /> },
    { path: 'admin/databases/:action', element: <DatabasesPage /> },
  ],
  // The /config tabs' forms stay on the generic routes; these tabs have no menu entry of their own.
  resourceRoutes: [
    { path: '/config/seasons', resource: 'seasons' },
    { path: '/config/grading-terms', resource: 'grading_terms' },
    { path: '/config/courses', resource: 'courses' },
  ],
});
