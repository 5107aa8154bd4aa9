import type { ActionModule } from '../../core/actions.ts';
import { copySeasonData } from './copy-data.action.ts';
import { rolloverPreviewRun, rolloverRun, rolloverStateRun, rolloverUndoRun } from './rollover.action.ts';

export const seasonActions: ActionModule = {
  actions: [copySeasonData, rolloverStateRun, rolloverPreviewRun, rolloverRun, rolloverUndoRun],
};
