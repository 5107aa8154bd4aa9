import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const BulkSendPage = lazy(() => import('./BulkSendPage.tsx').then((m) => ({ default: m.BulkSendPage })));

/**
 * SMS and mail templates (the generic screens at the spec's routes) and the bulk send screen
 * with its progress bar and delivery log (issue 14, item 2).
 */
export const messagesScreens = defineScreens({
  routes: [{ path: 'sms/send', element: <BulkSendPage /> }],
  resourceRoutes: [
    { path: '/sms/templates', resource: 'sms_templates' },
    { path: '/mail/templates', resource: 'mail_templates' },
  ],
});
