import { defineServerModule } from '../../core/server-module.ts';
import {
  dashboardRun,
  enrollRun,
  guardianSearchRun,
  previewRun,
  previousSeasonRun,
  reenrollRun,
  seasonEnrollmentsRun,
} from './enrollment.action.ts';

export const enrollmentModule = defineServerModule({
  name: 'enrollment',
  actions: [
    enrollRun,
    reenrollRun,
    previousSeasonRun,
    seasonEnrollmentsRun,
    dashboardRun,
    guardianSearchRun,
    previewRun,
  ],
});
