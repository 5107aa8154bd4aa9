import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    impersonate_logs: 'Impersonation logs',
  },
  fields: {
    impersonateUser: 'Impersonated user',
    impersonatorName: 'Impersonated by',
    impersonatedName: 'Impersonated user',
    reason: 'Reason',
    limitMinutes: 'Time limit (minutes)',
  },
  menu: {
    impersonate_log: 'Impersonation log',
  },
} satisfies LabelSection;
