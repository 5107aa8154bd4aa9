import type { ActionModule } from '../../core/actions.ts';
import { studentOfUser, studentsOfParent } from './family.action.ts';

export const schoolLifeActions: ActionModule = { actions: [studentOfUser, studentsOfParent] };
