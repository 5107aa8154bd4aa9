import type { ActionModule } from '../../core/actions.ts';
import { cancel, current, history, impersonate } from './impersonate.action.ts';

export const impersonationActions: ActionModule = { actions: [impersonate, cancel, current, history] };
