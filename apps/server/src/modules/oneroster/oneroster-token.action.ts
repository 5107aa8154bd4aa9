import {
  ONEROSTER_CORE_SCOPE,
  ONEROSTER_DEMOGRAPHICS_SCOPE,
  ONEROSTER_GRADEBOOK_DELETE_SCOPE,
  ONEROSTER_GRADEBOOK_SCOPE,
  ONEROSTER_GRADEBOOK_WRITE_SCOPE,
  ONEROSTER_SCOPE,
  oneRosterTokenAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { credentialsOf, issueToken, TOKEN_SECONDS } from './oneroster-token.ts';

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
const oauthError = (status: number, error: string) => answer(status, { error }, NO_STORE);

/**
 * Scopes Kampus grants: the roster read scopes of 1.2 (roster-core is the part of roster without
 * demographics; the demographics' own), the gradebook's read scope and its write scopes
 * (createput, delete). A token opens the services of the scopes it was given; what a write may
 * touch is still the key's user's own reach and rights (a teacher's key, their classes' work).
 */
const GRANTED = new Set([
  ONEROSTER_SCOPE,
  ONEROSTER_CORE_SCOPE,
  ONEROSTER_DEMOGRAPHICS_SCOPE,
  ONEROSTER_GRADEBOOK_SCOPE,
  ONEROSTER_GRADEBOOK_WRITE_SCOPE,
  ONEROSTER_GRADEBOOK_DELETE_SCOPE,
]);

/** POST /ims/oneroster/oauth/token: RFC 6749 client credentials, its errors in its own shape. */
export const oneRosterToken = implement(oneRosterTokenAction, async ({ services, input, header, ip }) => {
  const form = new URLSearchParams(Buffer.from(input.body).toString('utf8'));
  if (form.get('grant_type') !== 'client_credentials') return oauthError(400, 'unsupported_grant_type');
  const asked = (form.get('scope') ?? ONEROSTER_SCOPE).split(' ').filter(Boolean);
  if (asked.length === 0 || !asked.every((scope) => GRANTED.has(scope))) return oauthError(400, 'invalid_scope');
  const credentials = credentialsOf(header('authorization'), form);
  if (!credentials) return oauthError(401, 'invalid_client');
  const token = await issueToken(services, credentials.id, credentials.secret, ip, asked);
  if (!token) return oauthError(401, 'invalid_client');
  return answer(
    200,
    { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS, scope: asked.join(' ') },
    NO_STORE,
  );
});
