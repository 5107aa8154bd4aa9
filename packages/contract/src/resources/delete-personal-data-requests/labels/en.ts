import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    delete_personal_data_requests: 'Personal data deletion requests',
  },
  fields: {
    requestText: 'Request',
    requestedDate: 'Request date',
  },
} satisfies LabelSection;
