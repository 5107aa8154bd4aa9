import type { LabelSection } from '../../define-module.ts';

/** The privacy module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    disclosures: 'Disclosure log',
    consents: 'Consents',
  },
  fields: {
    clientKind: 'Recipient kind',
    client: 'Recipient',
    route: 'Route',
    recordCount: 'Records',
    studentIds: 'Students',
    consentKind: 'Consent for',
    given: 'Given',
    textVersion: 'Text version',
    givenBy: 'Given by',
  },
  menu: {
    disclosures: 'Disclosure log',
    consents: 'Consents',
  },
  ui: {
    values: {
      api_key: 'API key',
      oneroster: 'OneRoster',
      lti: 'LTI tool',
      partner: 'Partner',
      photo_publication: 'Publishing photos',
      notification_email: 'Notifications by e-mail',
      notification_sms: 'Notifications by SMS',
      notification_push: 'Push notifications',
      marketing: 'Marketing',
    },
    privacy: {
      title: 'Consents',
      intro: 'What you allow the school to do. You may withdraw a consent at any time; it holds from then on.',
      self: 'For me',
      saved: 'Your choice has been recorded.',
    },
  },
} satisfies LabelSection;
