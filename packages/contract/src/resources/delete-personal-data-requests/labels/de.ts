import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'Betroffenenanträge',
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
    privacy_requests: {
      deadlines: 'Fristen',
      open_one: '{{count}} offen',
      open_other: '{{count}} offen',
      overdue_one: '{{count}} überfällig',
      overdue_other: '{{count}} überfällig',
      due_soon_one: '{{count}} innerhalb von 7 Tagen fällig',
      due_soon_other: '{{count}} innerhalb von 7 Tagen fällig',
      show_all: 'Alle Anträge anzeigen',
    },
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
