import { lazy } from 'react';
import { defineScreens, preloads } from '../../app/screens.ts';

const loadRoleHome = () => import('./RoleHome.tsx');
const RoleHome = lazy(() => loadRoleHome().then((m) => ({ default: m.RoleHome })));
const DashboardPage = lazy(() => import('./DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));

/** The home page of each kind of user and the Dashboard menu entry (docs/home.md). */
export const homeScreens = defineScreens({
  routes: [
    { path: 'account/home', element: <RoleHome />, ...preloads(loadRoleHome) },
    { path: 'school', element: <DashboardPage /> },
    { path: 'school/dashboard', element: <DashboardPage /> },
  ],
});
