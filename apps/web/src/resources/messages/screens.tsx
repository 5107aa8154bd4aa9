import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const BulkSendPage = lazy(() => import('./BulkSendPage.tsx').then((m) => ({ default: m.BulkSendPage })));
const PlaceholderNote = lazy(() => import('./PlaceholderNote.tsx').then((m) => ({ default: m.PlaceholderNote })));

/**
 * SMS and mail templates (the generic screens at the spec's routes, their forms listing the
 * placeholders a text may name) and the bulk send screen
 * with its progress bar and delivery log (issue 14, item 2).
 */
export const messagesScreens = defineScreens({
  routes: [{ path: 'sms/send', element: <BulkSendPage /> }],
  resourceRoutes: [
    { path: '/sms/templates', resource: 'sms_templates' },
    { path: '/mail/templates', resource: 'mail_templates' },
  ],
  // A template's form lists the placeholders its text may name.
  formNotes: { sms_templates: PlaceholderNote, mail_templates: PlaceholderNote },
});
