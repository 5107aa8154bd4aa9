import { defineLabels, defineModule } from '../define-module.ts';
import { reportCardsAction } from './report-cards.actions.ts';

/**
 * The report cards printer (`/academic/report-cards`): no resource of its own, it prints the
 * report types of academic-reports (GET /api/report_types/{id}/report_cards).
 */
export const reportCardsModule = defineModule({
  resources: [],
  actions: [reportCardsAction],
  labels: defineLabels(
    { menu: { report_cards: 'Report cards' } },
    {
      ar: { menu: { report_cards: 'بطاقات التقرير' } },
      de: { menu: { report_cards: 'Zeugnisse' } },
      es: { menu: { report_cards: 'Boletines de notas' } },
      tr: { menu: { report_cards: 'Karneler' } },
    },
  ),
  menus: [
    {
      key: 'menu.report_cards',
      under: 'menu.academic',
      after: 'menu.report_types',
      url: '/academic/report-cards',
      icon: 'Grade',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
    },
  ],
});
