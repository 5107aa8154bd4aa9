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
  },
};
