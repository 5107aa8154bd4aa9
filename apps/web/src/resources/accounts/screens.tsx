import { lazy } from 'react';
import { defineScreens, preloads } from '../../app/screens.ts';

const loadAccountPage = () => import('./AccountPage.tsx');
const AccountPage = lazy(() => loadAccountPage().then((m) => ({ default: m.AccountPage })));
const OutboxPage = lazy(() => import('./OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));

/** Accounts: one's own account page and its sections, and the mail outbox. */
export const accountsScreens = defineScreens({
  routes: [
    { path: 'account', element: <AccountPage />, ...preloads(loadAccountPage) },
    { path: 'account/:section', element: <AccountPage />, ...preloads(loadAccountPage) },
    { path: 'account/:section/:action', element: <AccountPage />, ...preloads(loadAccountPage) },
    { path: 'admin/outbox', element: <OutboxPage /> },
  ],
});
