import { defineServerModule } from '../../core/server-module.ts';
import { cancel, current, history, impersonate } from './impersonate.action.ts';
import { impersonateLogsHooks } from './impersonate-logs.hooks.ts';

export const impersonationModule = defineServerModule({
  name: 'impersonation',
  actions: [impersonate, cancel, current, history],
  hooks: [impersonateLogsHooks],
});
