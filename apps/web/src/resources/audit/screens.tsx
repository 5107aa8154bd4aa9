import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const AuditLogPage = lazy(() => import('./AuditLogPage.tsx').then((m) => ({ default: m.AuditLogPage })));

/** The audit trail under Reports (the History panel of every form is part of the generic form). */
export const auditScreens = defineScreens({
  routes: [{ path: 'reports/audit-logs', element: <AuditLogPage /> }],
});
