import { defineModule } from '../define-module.ts';
import { reportCardsAction } from './report-cards.actions.ts';

/**
 * The report cards printer (`/academic/report-cards`): no resource of its own, it prints the
 * report types of academic-reports (GET /api/report_types/{id}/report_cards).
 */
export const reportCardsModule = defineModule({
  resources: [],
  actions: [reportCardsAction],
  labels: 'report-cards',
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
