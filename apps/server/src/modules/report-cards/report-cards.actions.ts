import type { ActionModule } from '../../core/actions.ts';
import { reportCards } from './report-cards.action.ts';

export const reportCardActions: ActionModule = { actions: [reportCards] };
