import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { defineScreens } from '../../app/screens.ts';

/*
 * The organization area's screens (platform spec section 2: organization, admin/menus,
 * global/menus), each a lazy chunk, listed in `app/screen-registry.ts`.
 */
const OrganizationPage = lazy(() => import('./OrganizationPage.tsx').then((m) => ({ default: m.OrganizationPage })));
const OrganizationChart = lazy(() => import('./OrganizationChart.tsx').then((m) => ({ default: m.OrganizationChart })));
const SchoolPage = lazy(() => import('./SchoolPage.tsx').then((m) => ({ default: m.SchoolPage })));
const NewSchoolPage = lazy(() => import('./SchoolPage.tsx').then((m) => ({ default: m.NewSchoolPage })));
const MenusEditor = lazy(() => import('../menus/MenusEditor.tsx').then((m) => ({ default: m.MenusEditor })));

const menuRoutes = (base: string, resource: 'menus' | 'global_menus'): RouteObject[] =>
  ['', '/:section', '/:section/:action', '/:section/:id/:action'].map((rest) => ({
    path: `${base}${rest}`,
    element: <MenusEditor resource={resource} />,
  }));

export const organizationScreens = defineScreens({
  routes: [
    { path: 'organization', element: <OrganizationPage /> },
    { path: 'organization/chart', element: <OrganizationChart /> },
    { path: 'organization/:id', element: <SchoolPage /> },
    { path: 'organization/:id/campuses/new', element: <NewSchoolPage kind="campuses" /> },
    { path: 'organization/:id/schools/new', element: <NewSchoolPage kind="schools" /> },
    { path: 'organization/:id/:section', element: <SchoolPage /> },
    { path: 'organization/:id/:section/:action/:subsection/:subaction/:gid', element: <SchoolPage /> },
    ...menuRoutes('admin/menus', 'menus'),
    ...menuRoutes('global/menus', 'global_menus'),
  ],
});
