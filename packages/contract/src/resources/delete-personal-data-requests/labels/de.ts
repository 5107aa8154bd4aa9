import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'Anträge auf Löschung personenbezogener Daten',
  },
  fields: {
    requestText: 'Antrag',
    requestKind: 'Art des Antrags',
    requestStatus: 'Stand des Antrags',
    requestedDate: 'Antragsdatum',
    answeredDate: 'Antwortdatum',
    answer: 'Antwort',
    handledBy: 'Bearbeitet von',
  },
  menu: {
    privacy_requests: 'Betroffenenanträge',
  },
  ui: {
    values: {
      privacy_request: 'Betroffenenantrag',
      access: 'Auskunft',
      correction: 'Berichtigung',
      erasure: 'Löschung',
      objection: 'Widerspruch',
      received: 'Eingegangen',
      in_progress: 'In Bearbeitung',
      answered: 'Beantwortet',
      refused: 'Abgelehnt',
    },
  },
};
