import { defineModule } from '../define-module.ts';

/**
 * The school's store and the single sign-on partners (docs/store-and-sso.md). Their actions are
 * platform ones (`action/store.actions.ts`, `action/sso.actions.ts`); the module carries the
 * screens' texts, `ui.store.*` and `ui.sso.*`, so they load with the screen labels, not the login page.
 */
export const storeModule = defineModule({ resources: [], labels: 'store' });
