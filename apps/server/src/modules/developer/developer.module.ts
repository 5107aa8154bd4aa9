import { defineServerModule } from '../../core/server-module.ts';
import { deleteApiKey, getApiKey, postApiKey, readApiKeyStatus } from './developer.action.ts';

/** The developer area: each user's API key (docs/developer.md). */
export const developerModule = defineServerModule({
  name: 'developer',
  actions: [getApiKey, postApiKey, readApiKeyStatus, deleteApiKey],
});
