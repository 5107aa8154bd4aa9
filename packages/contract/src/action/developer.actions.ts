import { z } from 'zod';
import { defineAction } from './define.ts';
import { checkedByRun, langParam, userIdParam } from './params.ts';

/** `{userId}` of the key's paths: only the user themself names it (anyone else: 403). */
const userParams = z.object({ lang: langParam, userId: userIdParam });

/** A new key: the signed token itself, shown once (the server keeps only its hash). */
const newKey = z.object({
  apiKey: z.string().meta({ description: 'Send as `Authorization: Bearer <apiKey>`' }),
  expiresAt: z.string().meta({ description: 'ISO 8601; after it the key is refused' }),
});

const refusals = {
  403: "Another user's key, an impersonation, or a call made with an API key",
  404: 'No such user',
} as const;

/** Making a key is a credential change: the current password, unless the session is a password sign-in of the last 5 minutes. */
const makingRefusals = {
  ...refusals,
  422: 'The current password is missing (and the sign-in is older than 5 minutes) or wrong',
} as const;

/**
 * GET /{lang}/users/{userId}/api-key: the contract's call, as the old client made it. It makes a
 * new key (a key cannot be read back: the server keeps only its hash) and so revokes the one before.
 * A GET carries no password: it works only within 5 minutes of a password sign-in (422 otherwise).
 */
export const apiKeyAction = defineAction({
  name: 'apiKey',
  method: 'GET',
  path: '/{lang}/users/{userId}/api-key',
  summary: 'Make a new API key (the previous one stops working)',
  tags: ['developer'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every', operation: 'update' },
  tenancyHeaders: false,
  transactional: true,
  input: { params: userParams },
  output: newKey,
  responses: makingRefusals,
});

/**
 * POST /{lang}/users/{userId}/generate-api-key {currentPassword}: the same, under the spec's name
 * and a method that says it changes something. Not one transaction as a whole: a wrong password
 * must count towards the sign-in limits even though the key is not made (the key itself is made in one).
 */
export const generateApiKeyAction = defineAction({
  name: 'generateApiKey',
  method: 'POST',
  path: '/{lang}/users/{userId}/generate-api-key',
  summary: 'Make a new API key (the previous one stops working)',
  tags: ['developer'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every', operation: 'update' },
  tenancyHeaders: false,
  input: { params: userParams, body: checkedByRun(z.object({ currentPassword: z.string().optional() })) },
  output: newKey,
  responses: makingRefusals,
});

/** What the user may know of their key without seeing it again. */
export const apiKeyInfo = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** GET /{lang}/users/{userId}/api-key/status: whether a key is live, since when, and when it was last used. */
export const apiKeyStatusAction = defineAction({
  name: 'apiKeyStatus',
  method: 'GET',
  path: '/{lang}/users/{userId}/api-key/status',
  summary: "The user's live API key: made, expires, last used (never the key itself)",
  tags: ['developer'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  tenancyHeaders: false,
  input: { params: userParams },
  output: z.object({ key: apiKeyInfo.nullable() }),
  responses: refusals,
});

/** DELETE /{lang}/users/{userId}/api-key: revokes the key at once, on every node. */
export const revokeApiKeyAction = defineAction({
  name: 'revokeApiKey',
  method: 'DELETE',
  path: '/{lang}/users/{userId}/api-key',
  summary: "Revoke the user's API key",
  tags: ['developer'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every', operation: 'update' },
  tenancyHeaders: false,
  transactional: true,
  status: 204,
  input: { params: userParams },
  responses: refusals,
});
