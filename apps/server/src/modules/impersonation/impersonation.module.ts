import { defineServerModule } from '../../core/server-module.ts';
import { cancel, current, history, impersonate } from './impersonate.action.ts';
import { impersonateLogsHooks } from './impersonate-logs.hooks.ts';
import { CLOSE_EXPIRED, closeExpiredJob } from './close-expired.job.ts';

export const impersonationModule = defineServerModule({
  name: 'impersonation',
  actions: [impersonate, cancel, current, history],
  hooks: [impersonateLogsHooks],
  jobs: [closeExpiredJob],
  recurring: [CLOSE_EXPIRED],
});
