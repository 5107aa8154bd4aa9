import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The privacy module's labels in German. */
export const labels: Translated<typeof en> = {
  menu: {
    retention_runs: 'Löschprotokoll',
  },
  ui: {
    retention: {
      intro:
        'Jeden Monat löscht oder anonymisiert der Aufbewahrungsplaner personenbezogene Daten, deren im Datenverzeichnis genannte Frist abgelaufen ist, und führt darüber drei Jahre lang ein Protokoll. Zeilen unter einer gesetzlichen Sperre (eine unbeantwortete Betroffenenanfrage, ein offener Saldo) bleiben erhalten und werden gezählt.',
      dry_run: 'Probelauf',
      dry_run_title: 'Was ein Lauf jetzt tun würde',
      nothing_due: 'Keine Frist ist abgelaufen.',
      no_runs: 'Noch kein Lauf.',
      schedule: 'Planer',
      manual: 'Ein Superadmin',
      running: 'Läuft',
      done: 'Fertig',
      resource: 'Datensätze',
      rule: 'Regel',
      method: 'Methode',
      count: 'Zeilen',
      held: 'Gesperrt',
      ids: 'IDs',
      destroy: 'Gelöscht',
      anonymise: 'Anonymisiert',
      refused: 'Abgelehnt',
      held_method: 'Gesperrt (gesetzliche Sperre)',
      rule_text: '{{period}} ab {{from}}',
    },
  },
};
