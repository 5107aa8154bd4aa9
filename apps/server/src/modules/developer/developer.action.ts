import { apiKeyAction, apiKeyStatusAction, generateApiKeyAction, revokeApiKeyAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { apiKeyStatus, generateApiKey, revokeApiKey } from './api-keys.operation.ts';

export const getApiKey = implement(apiKeyAction, async ({ db, services, ctx, input }) =>
  generateApiKey(db, services.key, ctx, input.params.userId),
);

export const postApiKey = implement(generateApiKeyAction, async ({ db, services, ctx, input }) =>
  generateApiKey(db, services.key, ctx, input.params.userId),
);

export const readApiKeyStatus = implement(apiKeyStatusAction, async ({ db, ctx, input }) =>
  apiKeyStatus(db, ctx, input.params.userId),
);

export const deleteApiKey = implement(revokeApiKeyAction, async ({ db, ctx, input }) =>
  revokeApiKey(db, ctx, input.params.userId),
);
