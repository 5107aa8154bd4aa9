import { defineServerModule } from '../../core/server-module.ts';
import { notifyReleaseJob } from './notify-report-cards.operation.ts';
import { reportCardReleasesHooks } from './report-card-releases.hooks.ts';
import { reportCards } from './report-cards.action.ts';
import { studentReportCardPdfRun, studentReportCardsRun } from './student-report-cards.action.ts';

/** The report cards printer, and a class's cards released to its families (docs/content.md). */
export const reportCardsModule = defineServerModule({
  name: 'report-cards',
  actions: [reportCards, studentReportCardsRun, studentReportCardPdfRun],
  hooks: [reportCardReleasesHooks],
  jobs: [notifyReleaseJob],
});
