import { defineModule } from '../define-module.ts';
import { reportCardReleases } from './report-card-releases.resource.ts';
import { reportCardsAction, studentReportCardPdfAction, studentReportCardsAction } from './report-cards.actions.ts';

export * from './report-card-releases.resource.ts';

/**
 * The report cards printer (`/academic/report-cards`), which prints the report types of
 * academic-reports (GET /api/report_types/{id}/report_cards), and the releases of a class's cards
 * to its families, who download them from their grades page.
 */
export const reportCardsModule = defineModule({
  resources: [reportCardReleases],
  actions: [reportCardsAction, studentReportCardsAction, studentReportCardPdfAction],
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
    {
      key: 'menu.report_card_releases',
      under: 'menu.academic',
      after: 'menu.report_cards',
      url: '/academic/report-card-releases',
      resource: 'report_card_releases',
      icon: 'Send',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
