import { defineModule } from '../define-module.ts';
import { reportStaticTexts, reportTypes } from './academic-reports.resource.ts';

export * from './academic-reports.resource.ts';

export const academicReportsModule = defineModule({
  resources: [reportTypes, reportStaticTexts],
  labels: 'academic-reports',
  menus: [
    {
      key: 'menu.report_types',
      under: 'menu.academic',
      after: 'menu.academic_dashboard',
      url: '/academic/report-types',
      resource: 'report_types',
      icon: 'Article',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
