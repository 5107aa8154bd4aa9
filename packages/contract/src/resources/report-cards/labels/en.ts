import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: { report_cards: 'Report cards', report_card_releases: 'Released report cards' },
  resources: { report_card_releases: 'Released report cards' },
  fields: { reportType: 'Report type' },
  ui: {
    report_cards: {
      released_at: 'Released',
      release: 'Release to families',
      released: 'Released to the families of {{class}}: they are told, and each downloads their child’s card.',
      family_heading: 'Report cards',
      family_card: '{{report}}: {{term}}',
      family_released: '{{class}} · released {{date}}',
      download: 'Download the report card',
      none: 'No report card has been released yet.',
      notify_subject: 'Report card of {{student}}: {{term}}',
      notify_body: '{{school}} released the report card of {{student}} for {{term}}. Download it from the grades page.',
    },
  },
} satisfies LabelSection;
