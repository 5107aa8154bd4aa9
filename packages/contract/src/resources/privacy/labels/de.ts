import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    disclosures: 'Offenlegungsprotokoll',
    consents: 'Einwilligungen',
  },
  fields: {
    clientKind: 'Art des Empfängers',
    client: 'Empfänger',
    route: 'Pfad',
    recordCount: 'Datensätze',
    studentIds: 'Schüler',
    consentKind: 'Einwilligung für',
    given: 'Erteilt',
    textVersion: 'Textfassung',
    givenBy: 'Erteilt von',
  },
  menu: {
    disclosures: 'Offenlegungsprotokoll',
    consents: 'Einwilligungen',
    retention_runs: 'Löschprotokoll',
  },
  ui: {
    values: {
      api_key: 'API-Schlüssel',
      oneroster: 'OneRoster',
      lti: 'LTI-Werkzeug',
      partner: 'Partner',
      photo_publication: 'Veröffentlichung von Fotos',
      notification_email: 'Benachrichtigungen per E-Mail',
      notification_sms: 'Benachrichtigungen per SMS',
      notification_push: 'Push-Benachrichtigungen',
      marketing: 'Werbung',
    },
    privacy: {
      title: 'Einwilligungen',
      intro:
        'Was Sie der Schule erlauben. Sie können eine Einwilligung jederzeit widerrufen; der Widerruf gilt ab dann.',
      self: 'Für mich',
      saved: 'Ihre Wahl wurde gespeichert.',
    },
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
      from_creation: 'der Erstellung',
      from_season_end: 'dem Ende seiner Saison',
      from_student_leaving: 'dem Abgang des Schülers',
      from_last_update: 'der letzten Änderung',
      rule_text: '{{period}} ab {{from}}',
    },
  },
};
