import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    delete_personal_data_requests: 'Data-subject requests',
  },
  fields: {
    requestText: 'Request',
    requestKind: 'Request kind',
    requestStatus: 'Request status',
    requestedDate: 'Request date',
    answeredDate: 'Answer date',
    answer: 'Answer',
    handledBy: 'Handled by',
  },
  menu: {
    privacy_requests: 'Data-subject requests',
  },
  ui: {
    privacy_requests: {
      deadlines: 'Deadlines',
      open_one: '{{count}} open',
      open_other: '{{count}} open',
      overdue_one: '{{count}} overdue',
      overdue_other: '{{count}} overdue',
      due_soon_one: '{{count}} due within 7 days',
      due_soon_other: '{{count}} due within 7 days',
      show_all: 'Show all requests',
    },
    values: {
      privacy_request: 'Data-subject request',
      access: 'Access',
      correction: 'Correction',
      erasure: 'Erasure',
      objection: 'Objection',
      received: 'Received',
      in_progress: 'In progress',
      answered: 'Answered',
      refused: 'Refused',
    },
  },
} satisfies LabelSection;
