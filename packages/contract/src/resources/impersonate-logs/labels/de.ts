import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    impersonate_logs: 'Protokoll der Benutzerübernahmen',
  },
  fields: {
    impersonateUser: 'Übernommener Benutzer',
    impersonatorName: 'Übernommen von',
    impersonatedName: 'Übernommener Benutzer',
    reason: 'Grund',
    limitMinutes: 'Zeitlimit (Minuten)',
  },
  menu: {
    impersonate_log: 'Protokoll „Anmelden als“',
  },
};
