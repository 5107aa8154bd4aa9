import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const ImpersonatePage = lazy(() => import('./ImpersonatePage.tsx').then((m) => ({ default: m.ImpersonatePage })));
const ImpersonateRoutePage = lazy(() =>
  import('./ImpersonateRoutePage.tsx').then((m) => ({ default: m.ImpersonateRoutePage })),
);
const ImpersonateLogPage = lazy(() =>
  import('./ImpersonateLogPage.tsx').then((m) => ({ default: m.ImpersonateLogPage })),
);

/** Impersonation: choosing whom to act as, the direct route, and the log under Reports. */
export const impersonationScreens = defineScreens({
  routes: [
    { path: 'account/impersonate', element: <ImpersonatePage /> },
    { path: 'reports/impersonate-log', element: <ImpersonateLogPage /> },
    { path: 'impersonate', element: <ImpersonateRoutePage /> },
    { path: 'impersonate/:userId', element: <ImpersonateRoutePage /> },
  ],
});
