import { defineServerModule } from '../../core/server-module.ts';
import { bankAccountSettingsHooks, bankAccountsHooks } from './bank-accounts.hooks.ts';
import { reportTypesHooks } from './report-types.hooks.ts';
import { agreementItemsHooks } from './agreement-items.hooks.ts';

export const setupModule = defineServerModule({
  name: 'setup',
  hooks: [bankAccountsHooks, bankAccountSettingsHooks, reportTypesHooks, agreementItemsHooks],
});
