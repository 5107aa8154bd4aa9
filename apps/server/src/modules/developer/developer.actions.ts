import type { ActionModule } from '../../core/actions.ts';
import { deleteApiKey, getApiKey, postApiKey, readApiKeyStatus } from './developer.action.ts';

/** The developer area: each user's API key (docs/developer.md). */
export const developerActions: ActionModule = { actions: [getApiKey, postApiKey, readApiKeyStatus, deleteApiKey] };
