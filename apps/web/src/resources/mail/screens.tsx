import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const MailPage = lazy(() => import('./MailPage.tsx').then((m) => ({ default: m.MailPage })));

/** Internal mail at the default menus' `/mail` (spec section 2: '', {section}, {section}/{id}, label/{label}). */
export const mailScreens = defineScreens({
  routes: [
    { path: 'mail', element: <MailPage /> },
    { path: 'mail/label/:label', element: <MailPage /> },
    { path: 'mail/label/:label/:id', element: <MailPage /> },
    { path: 'mail/:section', element: <MailPage /> },
    { path: 'mail/:section/:id', element: <MailPage /> },
  ],
});
