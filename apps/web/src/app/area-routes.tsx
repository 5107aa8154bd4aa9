import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { organizationRoutes } from '../resources/organization/routes.tsx';

// seasons area
const ConfigPage = lazy(() => import('../resources/seasons/ConfigPage.tsx').then((m) => ({ default: m.ConfigPage })));
const DatabasesPage = lazy(() =>
  import('../resources/seasons/DatabasesPage.tsx').then((m) => ({ default: m.DatabasesPage })),
);

// people: users and impersonation
const UsersListPage = lazy(() =>
  import('../resources/users/UsersListPage.tsx').then((m) => ({ default: m.UsersListPage })),
);
const UserFormPage = lazy(() =>
  import('../resources/users/UserFormPage.tsx').then((m) => ({ default: m.UserFormPage })),
);
const ImpersonatePage = lazy(() =>
  import('../resources/impersonation/ImpersonatePage.tsx').then((m) => ({ default: m.ImpersonatePage })),
);
const ImpersonateRoutePage = lazy(() =>
  import('../resources/impersonation/ImpersonateRoutePage.tsx').then((m) => ({ default: m.ImpersonateRoutePage })),
);
const ImpersonateLogPage = lazy(() =>
  import('../resources/impersonation/ImpersonateLogPage.tsx').then((m) => ({ default: m.ImpersonateLogPage })),
);

/*
 * Screens written for one area of the spec, where the generic resource screens are not enough
 * (section 2 of the platform spec). Each is a lazy chunk, declared here as
 * `const X = lazy(() => import('../resources/<area>/X.tsx').then((m) => ({ default: m.X })));`
 * and mounted under the logged-in layout. React Router ranks these explicit paths above the
 * generic `/<area>/*` coming-soon catch-alls, so an area can be built a screen at a time.
 */
export const areaRoutes: RouteObject[] = [
  // seasons area: the tabbed /config hub (each tab's list; forms stay on the generic routes)
  { path: 'config', element: <ConfigPage tab="system" /> },
  { path: 'config/system', element: <ConfigPage tab="system" /> },
  { path: 'config/seasons', element: <ConfigPage tab="seasons" /> },
  { path: 'config/grading-terms', element: <ConfigPage tab="grading-terms" /> },
  { path: 'config/grade-levels', element: <ConfigPage tab="grade-levels" /> },
  { path: 'config/courses', element: <ConfigPage tab="courses" /> },
  { path: 'admin/databases', element: <DatabasesPage /> },
  { path: 'admin/databases/:action', element: <DatabasesPage /> },
  // organization: /organization, /admin/menus, /global/menus
  ...organizationRoutes,
  // people: users and impersonation
  { path: 'users', element: <UsersListPage /> },
  { path: 'users/new', element: <UserFormPage /> },
  { path: 'users/:id', element: <UserFormPage /> },
  { path: 'users/:id/:action', element: <UserFormPage /> },
  { path: 'account/impersonate', element: <ImpersonatePage /> },
  { path: 'reports/impersonate-log', element: <ImpersonateLogPage /> },
  { path: 'impersonate', element: <ImpersonateRoutePage /> },
  { path: 'impersonate/:userId', element: <ImpersonateRoutePage /> },
];
