import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const RetentionRunsPage = lazy(() => import('./RetentionRunsPage.tsx').then((m) => ({ default: m.RetentionRunsPage })));

/** Privacy law (docs/privacy.md): the destruction log of the retention scheduler, under Reports. */
export const privacyScreens = defineScreens({
  routes: [{ path: 'reports/retention-runs', element: <RetentionRunsPage /> }],
});
