import {
  ONEROSTER_CORE_SCOPE,
  ONEROSTER_DEMOGRAPHICS_SCOPE,
  ONEROSTER_GRADEBOOK_DELETE_SCOPE,
  ONEROSTER_GRADEBOOK_SCOPE,
  ONEROSTER_GRADEBOOK_WRITE_SCOPE,
  ONEROSTER_SCOPE,
} from '@kampus/contract';
import { SignJWT, jwtVerify } from 'jose';
import { apiKeyContext, type ApiKeyContext } from '../../core/api-key-context.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import { apiKeySession } from '../developer/api-key-auth.ts';
import { refuse } from './oneroster-errors.ts';

/** An access token lives an hour (the client asks again with its credentials). */
export const TOKEN_SECONDS = 3600;
const AUDIENCE = 'kampus:oneroster';

/**
 * The client's credentials: HTTP Basic (RFC 6749 2.3.1, what most OneRoster clients send) or
 * `client_id`/`client_secret` in the form.
 */
export const credentialsOf = (
  authorization: string | undefined,
  form: URLSearchParams,
): { id: string; secret: string } | null => {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (basic !== undefined) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
};

/**
 * An access token for a live API key whose id is the client id, or null. The key is checked as
 * any API key is (signature, row, hash, revocation; failures rate-limited per address); the token
 * names the key's session, so revoking or replacing the key ends its tokens too. It carries no
 * `sid` and no `akey`: it opens the OneRoster endpoints its scopes name and nothing else of the API.
 */
export const issueToken = async (
  services: Services,
  clientId: string,
  secret: string,
  ip: string,
  scopes: readonly string[],
) => {
  let key;
  try {
    key = await apiKeySession(services, secret, ip);
  } catch (error) {
    if (error instanceof Problem && error.status === 401) return null;
    throw error;
  }
  if (!key || key.keyId !== clientId) return null;
  if (!(await apiKeyContext(services, key.sessionId, key.keyId))) return null;
  return new SignJWT({ ors: key.sessionId, ork: key.keyId, scope: scopes.join(' ') })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_SECONDS)
    .sign(services.key);
};

const unauthorised = () =>
  refuse(401, 'unauthorisedrequest', 'A valid bearer token of the token endpoint is required.');

/** The services of the binding, and the scopes that open each (any one of them). */
export type OneRosterService = 'rostering' | 'demographics' | 'gradebook' | 'gradebookWrite' | 'gradebookDelete';
const OPENED_BY: Record<OneRosterService, readonly string[]> = {
  rostering: [ONEROSTER_SCOPE, ONEROSTER_CORE_SCOPE],
  // A birth date and a sex are not the core roster's: the whole roster's scope or their own.
  demographics: [ONEROSTER_SCOPE, ONEROSTER_DEMOGRAPHICS_SCOPE],
  gradebook: [ONEROSTER_GRADEBOOK_SCOPE],
  // Writing does not imply reading, nor deleting writing (1.2 names each scope apart).
  gradebookWrite: [ONEROSTER_GRADEBOOK_WRITE_SCOPE],
  gradebookDelete: [ONEROSTER_GRADEBOOK_DELETE_SCOPE],
};

const SERVICE_NAMES: Record<OneRosterService, string> = {
  rostering: 'rostering',
  demographics: 'demographics',
  gradebook: 'gradebook',
  gradebookWrite: "gradebook's create and replace",
  gradebookDelete: "gradebook's delete",
};

/**
 * The context a bearer token stands for: the key's user with their whole reach, exactly as the
 * key itself would be on `/api` (the session's caller from the node's cache, the school tree's reach).
 */
export const tokenContext = async (
  services: Services,
  authorization: string | undefined,
  service: OneRosterService,
): Promise<ApiKeyContext> => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw unauthorised();
  let claims;
  try {
    claims = (await jwtVerify(token, services.key, { algorithms: ['HS256'], audience: AUDIENCE })).payload;
  } catch {
    throw unauthorised();
  }
  const { ors, ork, scope } = claims;
  if (typeof ors !== 'string' || typeof ork !== 'string') throw unauthorised();
  const context = await apiKeyContext(services, ors, ork);
  if (!context) throw unauthorised();
  // A token asked for one service does not open another (RFC 6750 3.1: insufficient_scope is 403).
  const granted = typeof scope === 'string' ? scope.split(' ') : [];
  if (!OPENED_BY[service].some((needed) => granted.includes(needed)))
    throw refuse(403, 'forbidden', `This token's scopes do not open the ${SERVICE_NAMES[service]} service.`);
  return context;
};
