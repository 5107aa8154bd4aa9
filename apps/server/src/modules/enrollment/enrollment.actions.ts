import type { ActionModule } from '../../core/actions.ts';
import {
  dashboardRun,
  enrollRun,
  guardianSearchRun,
  previewRun,
  previousSeasonRun,
  reenrollRun,
  seasonEnrollmentsRun,
} from './enrollment.action.ts';

export const enrollmentActions: ActionModule = {
  actions: [
    enrollRun,
    reenrollRun,
    previousSeasonRun,
    seasonEnrollmentsRun,
    dashboardRun,
    guardianSearchRun,
    previewRun,
  ],
};
