import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const RetentionRunsPage = lazy(() => import('./RetentionRunsPage.tsx').then((m) => ({ default: m.RetentionRunsPage })));
const DataInventoryPage = lazy(() => import('./DataInventoryPage.tsx').then((m) => ({ default: m.DataInventoryPage })));

/** Privacy law (docs/privacy.md): the destruction log and the data inventory, under Reports. */
export const privacyScreens = defineScreens({
  routes: [
    { path: 'reports/retention-runs', element: <RetentionRunsPage /> },
    { path: 'reports/data-inventory', element: <DataInventoryPage /> },
  ],
});
