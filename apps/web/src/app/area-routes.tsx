import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// accounts
const AccountPage = lazy(() =>
  import('../resources/accounts/AccountPage.tsx').then((m) => ({ default: m.AccountPage })),
);
const OutboxPage = lazy(() => import('../resources/accounts/OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));

/*
 * Screens written for one area of the spec, where the generic resource screens are not enough
 * (section 2 of the platform spec). Each is a lazy chunk, declared here as
 * `const X = lazy(() => import('../resources/<area>/X.tsx').then((m) => ({ default: m.X })));`
 * and mounted under the logged-in layout. React Router ranks these explicit paths above the
 * generic `/<area>/*` coming-soon catch-alls, so an area can be built a screen at a time.
 */
export const areaRoutes: RouteObject[] = [
  // accounts
  { path: 'account', element: <AccountPage /> },
  { path: 'account/:section', element: <AccountPage /> },
  { path: 'admin/outbox', element: <OutboxPage /> },
];
