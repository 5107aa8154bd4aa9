import type { ActionModule } from '../../core/actions.ts';
import { today } from './home-today.action.ts';

/** The home pages' figures (docs/home.md). */
export const homeActions: ActionModule = { actions: [today] };
