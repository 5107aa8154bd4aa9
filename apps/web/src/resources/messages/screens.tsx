import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const BulkSendPage = lazy(() => import('./BulkSendPage.tsx').then((m) => ({ default: m.BulkSendPage })));
const ClassMessagePage = lazy(() => import('./ClassMessagePage.tsx').then((m) => ({ default: m.ClassMessagePage })));
const PlaceholderNote = lazy(() => import('./PlaceholderNote.tsx').then((m) => ({ default: m.PlaceholderNote })));

/**
 * SMS and mail templates (the generic screens at the spec's routes, their forms listing the
 * placeholders a text may name), the bulk send screen with its progress bar and delivery log
 * (issue 14, item 2), and a message to one class (issue 27: a teacher to the parents of 9-A).
 */
export const messagesScreens = defineScreens({
  routes: [
    { path: 'sms/send', element: <BulkSendPage /> },
    { path: 'messages/class', element: <ClassMessagePage /> },
  ],
  resourceRoutes: [
    { path: '/sms/templates', resource: 'sms_templates' },
    { path: '/mail/templates', resource: 'mail_templates' },
  ],
  // A template's form lists the placeholders its text may name.
  formNotes: { sms_templates: PlaceholderNote, mail_templates: PlaceholderNote },
});
