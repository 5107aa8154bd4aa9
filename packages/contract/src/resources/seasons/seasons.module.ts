import { defineModule } from '../define-module.ts';
import { copySeasonDataAction } from './seasons.actions.ts';
import {
  rolloverPreviewAction,
  rolloverRunAction,
  rolloverUndoAction,
  rolloverStateAction,
} from './rollover.actions.ts';
import { seasons } from './seasons.resource.ts';

export * from './seasons.resource.ts';

export const seasonsModule = defineModule({
  resources: [seasons],
  actions: [copySeasonDataAction, rolloverPreviewAction, rolloverRunAction, rolloverUndoAction, rolloverStateAction],
  labels: 'seasons',
});
