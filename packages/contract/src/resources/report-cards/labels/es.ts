import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { report_cards: 'Boletines de notas', report_card_releases: 'Boletines publicados' },
  resources: { report_card_releases: 'Boletines publicados' },
  fields: { reportType: 'Tipo de boletín' },
  ui: {
    report_cards: {
      released_at: 'Publicado',
      release: 'Publicar a las familias',
      released: 'Publicado a las familias de {{class}}: se les ha avisado y cada una descarga el boletín de su hijo.',
      family_heading: 'Boletines de notas',
      family_card: '{{report}}: {{term}}',
      family_released: '{{class}} · publicado el {{date}}',
      download: 'Descargar el boletín',
      none: 'Aún no se ha publicado ningún boletín.',
      notify_subject: 'Boletín de {{student}}: {{term}}',
      notify_body:
        '{{school}} publicó el boletín de {{student}} del {{term}}. Descárgalo en la página de calificaciones.',
    },
  },
};
