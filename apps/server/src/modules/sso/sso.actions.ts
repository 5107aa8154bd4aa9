import type { ActionModule } from '../../core/actions.ts';
import { links, signOn } from './sso.action.ts';

export const ssoActions: ActionModule = { actions: [signOn, links] };
