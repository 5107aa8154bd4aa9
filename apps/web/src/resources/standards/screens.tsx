import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const StandardsListPage = lazy(() => import('./StandardsListPage.tsx').then((m) => ({ default: m.StandardsListPage })));
const StandardsReportPage = lazy(() =>
  import('./StandardsReportPage.tsx').then((m) => ({ default: m.StandardsReportPage })),
);

/**
 * Standards-based grading (contract module `standards`, docs/gradebook.md): the standards' list
 * with its CSV import, and the class's report, are this area's; a standard's form and the
 * alignment to work are the generic screens of the module's menu entries.
 */
export const standardsScreens = defineScreens({
  routes: [
    { path: 'standards/list', element: <StandardsListPage /> },
    { path: 'standards/report', element: <StandardsReportPage /> },
  ],
});
