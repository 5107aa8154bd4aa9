import { defineServerModule } from '../../core/server-module.ts';
import { copySeasonData } from './copy-data.action.ts';
import { rolloverPreviewRun, rolloverRun, rolloverStateRun, rolloverUndoRun } from './rollover.action.ts';
import { databasesHooks } from './databases.hooks.ts';
import { provisionDatabaseJob } from './provision-database.job.ts';

export const seasonsModule = defineServerModule({
  name: 'seasons',
  actions: [copySeasonData, rolloverStateRun, rolloverPreviewRun, rolloverRun, rolloverUndoRun],
  hooks: [databasesHooks],
  jobs: [provisionDatabaseJob],
});
