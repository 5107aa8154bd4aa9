import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const AcademicDashboard = lazy(() => import('./AcademicDashboard.tsx').then((m) => ({ default: m.AcademicDashboard })));
const ConfigDashboard = lazy(() => import('./ConfigDashboard.tsx').then((m) => ({ default: m.ConfigDashboard })));
const ReportsDashboard = lazy(() => import('./ReportsDashboard.tsx').then((m) => ({ default: m.ReportsDashboard })));
const ReportsHub = lazy(() => import('./ReportsHub.tsx').then((m) => ({ default: m.ReportsHub })));

/** The dashboards and the reports hub (docs/dashboards.md); the school's and finance's live with their areas. */
export const dashboardScreens = defineScreens({
  routes: [
    { path: 'academic', element: <AcademicDashboard /> },
    { path: 'academic/dashboard', element: <AcademicDashboard /> },
    { path: 'config/dashboard', element: <ConfigDashboard /> },
    { path: 'reports', element: <ReportsHub /> },
    { path: 'reports/dashboard', element: <ReportsDashboard /> },
  ],
});
