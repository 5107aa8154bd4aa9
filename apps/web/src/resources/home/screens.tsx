import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const RoleHome = lazy(() => import('./RoleHome.tsx').then((m) => ({ default: m.RoleHome })));
const DashboardPage = lazy(() => import('./DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));

/** The home page of each kind of user and the Dashboard menu entry (docs/home.md). */
export const homeScreens = defineScreens({
  routes: [
    { path: 'account/home', element: <RoleHome /> },
    { path: 'school', element: <DashboardPage /> },
    { path: 'school/dashboard', element: <DashboardPage /> },
  ],
});
