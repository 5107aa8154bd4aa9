import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    audit_logs: 'Änderungsprotokoll',
  },
  menu: {
    audit_logs: 'Änderungsprotokoll',
  },
  fields: {
    resource: 'Ressource',
    recordId: 'Datensatz',
    action: 'Aktion',
    impersonator: 'Übernommen von',
    ip: 'IP-Adresse',
    requestId: 'Anfrage-ID',
    at: 'Zeitpunkt',
    before: 'Vorher',
    after: 'Nachher',
    changed: 'Geänderte Felder',
  },
};
