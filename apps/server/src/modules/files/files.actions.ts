import type { ActionModule } from '../../core/actions.ts';
import { readFile } from './read-file.action.ts';

export const fileActions: ActionModule = { actions: [readFile] };
