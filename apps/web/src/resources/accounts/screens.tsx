import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const AccountPage = lazy(() => import('./AccountPage.tsx').then((m) => ({ default: m.AccountPage })));
const OutboxPage = lazy(() => import('./OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));

/** Accounts: one's own account page and its sections, and the mail outbox. */
export const accountsScreens = defineScreens({
  routes: [
    { path: 'account', element: <AccountPage /> },
    { path: 'account/:section', element: <AccountPage /> },
    { path: 'account/:section/:action', element: <AccountPage /> },
    { path: 'admin/outbox', element: <OutboxPage /> },
  ],
});
