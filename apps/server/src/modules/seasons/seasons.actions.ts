import type { ActionModule } from '../../core/actions.ts';
import { copySeasonData } from './copy-data.action.ts';

export const seasonActions: ActionModule = { actions: [copySeasonData] };
