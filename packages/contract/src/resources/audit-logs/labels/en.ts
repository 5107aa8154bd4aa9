import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    audit_logs: 'Audit log',
  },
  menu: {
    audit_logs: 'Audit log',
  },
  fields: {
    resource: 'Resource',
    recordId: 'Record',
    action: 'Action',
    impersonator: 'Impersonator',
    ip: 'IP address',
    requestId: 'Request id',
    at: 'Time',
    before: 'Before',
    after: 'After',
    changed: 'Changed fields',
  },
} satisfies LabelSection;
