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
      disclosures_title: 'Who received this data',
      title: 'Consents',
      intro: 'What you allow the school to do. You may withdraw a consent at any time; it holds from then on.',
      self: 'For me',
      given: 'Given',
      withdrawn: 'Withdrawn',
      saved: 'Your choice has been recorded.',
      overdue: 'Overdue requests',
      due_soon: 'Due within 7 days',
      open: 'Open requests',
    },
  },
} satisfies LabelSection;
