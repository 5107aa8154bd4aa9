import { apiKeyAction, apiKeyStatusAction, generateApiKeyAction, revokeApiKeyAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { fieldsOf } from '../accounts/account-refusal.ts';
import { loginLimitsOf, requireCredentialProof } from '../accounts/credentials.ts';
import { apiKeyStatus, generateApiKey, revokeApiKey } from './api-keys.operation.ts';

/** The old client's GET carries no password: only a password sign-in of the last few minutes makes a key with it. */
export const getApiKey = implement(apiKeyAction, async ({ db, services, ctx, input, ip }) =>
  generateApiKey(db, services.key, ctx, input.params.userId, () =>
    requireCredentialProof(db, services.key, loginLimitsOf(services), ctx.caller, { currentPassword: undefined, ip }),
  ),
);

export const postApiKey = implement(generateApiKeyAction, async ({ db, services, ctx, input, ip }) =>
  generateApiKey(db, services.key, ctx, input.params.userId, () =>
    requireCredentialProof(db, services.key, loginLimitsOf(services), ctx.caller, {
      currentPassword: fieldsOf(input.body).currentPassword,
      ip,
    }),
  ),
);

export const readApiKeyStatus = implement(apiKeyStatusAction, async ({ db, ctx, input }) =>
  apiKeyStatus(db, ctx, input.params.userId),
);

export const deleteApiKey = implement(revokeApiKeyAction, async ({ db, ctx, input }) =>
  revokeApiKey(db, ctx, input.params.userId),
);
