import type { ActionModule } from '../../core/actions.ts';
import { copy, move, moveGlobal, sync } from './menu-actions.action.ts';

export const menuActions: ActionModule = { actions: [sync, copy, move, moveGlobal] };
