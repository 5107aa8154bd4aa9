import type { ActionModule } from '../../core/actions.ts';
import { help } from './help.action.ts';
import { health, ready, version } from './ops.action.ts';
import { recordPageView } from './page-view.action.ts';

export const opsActions: ActionModule = { actions: [health, ready, version, help, recordPageView] };
