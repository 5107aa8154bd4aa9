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
    retention_runs: 'Destruction log',
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
    retention: {
      intro:
        'Each month the retention scheduler destroys or anonymises personal data past the period the data inventory gives it, and keeps a log of it for three years. Rows under a legal hold (an unanswered data-subject request, an unpaid balance) are kept and counted.',
      dry_run: 'Dry run',
      dry_run_title: 'What a run now would do',
      nothing_due: 'Nothing is past its period.',
      no_runs: 'No run yet.',
      schedule: 'Scheduler',
      manual: 'A superadmin',
      running: 'Running',
      done: 'Done',
      resource: 'Records',
      rule: 'Rule',
      method: 'Method',
      count: 'Rows',
      held: 'Held',
      ids: 'Ids',
      destroy: 'Destroyed',
      anonymise: 'Anonymised',
      refused: 'Refused',
      held_method: 'Held (legal hold)',
      rule_text: '{{period}} from {{from}}',
    },
  },
} satisfies LabelSection;
