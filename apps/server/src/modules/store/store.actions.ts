import type { ActionModule } from '../../core/actions.ts';
import { customer, token } from './store.action.ts';

export const storeActions: ActionModule = { actions: [token, customer] };
