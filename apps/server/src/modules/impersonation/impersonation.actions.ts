import type { ActionModule } from '../../core/actions.ts';
import { cancel, current, impersonate } from './impersonate.action.ts';

export const impersonationActions: ActionModule = { actions: [impersonate, cancel, current] };
