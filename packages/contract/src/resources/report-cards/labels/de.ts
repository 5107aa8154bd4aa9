import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { report_cards: 'Zeugnisse', report_card_releases: 'Freigegebene Zeugnisse' },
  resources: { report_card_releases: 'Freigegebene Zeugnisse' },
  fields: { reportType: 'Zeugnisart' },
  ui: {
    report_cards: {
      released_at: 'Freigegeben',
      release: 'Für Familien freigeben',
      released:
        'Für die Familien der {{class}} freigegeben: Sie wurden benachrichtigt und laden das Zeugnis ihres Kindes herunter.',
      family_heading: 'Zeugnisse',
      family_card: '{{report}}: {{term}}',
      family_released: '{{class}} · freigegeben am {{date}}',
      download: 'Zeugnis herunterladen',
      none: 'Noch wurde kein Zeugnis freigegeben.',
      notify_subject: 'Zeugnis von {{student}}: {{term}}',
      notify_body:
        '{{school}} hat das Zeugnis von {{student}} für {{term}} freigegeben. Sie finden es auf der Notenseite zum Herunterladen.',
    },
  },
};
