import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { hitRateLimit, type RateLimit } from '../../core/rate-limit.ts';
import { Problem, unauthorized } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import { apiKeys } from '../../db/developer-tables.ts';
import { hashApiKey, looksLikeApiKey, sameHash, verifyApiKey } from './api-key-token.ts';

/** A key this node has matched against its row: the token and its row never change, only whether its session lives. */
export interface KnownKey {
  keyId: string;
  sessionId: string;
}

type Remembered = KnownKey & { exp: number };

/** Keys per signing key, the least recently used forgotten past KNOWN_KEYS_KEPT (and read again when used). */
const knownKeys = new WeakMap<Uint8Array, LRUCache<string, Remembered>>();
const KNOWN_KEYS_KEPT = 10_000;

/** When this node last wrote each key's last-used time. */
const lastWritten = new LRUCache<string, number>({ max: KNOWN_KEYS_KEPT });
const LAST_USED_EVERY_MS = 60_000;

const remember = (signingKey: Uint8Array, token: string, known: Remembered): void => {
  let kept = knownKeys.get(signingKey);
  if (!kept) {
    kept = new LRUCache({ max: KNOWN_KEYS_KEPT });
    knownKeys.set(signingKey, kept);
  }
  kept.set(token, known);
};

/** Failed API keys per client address: as many as failed sign-ins from one address (KAMPUS_LOGIN_MAX_FAILURES x4). */
const failureLimit = (services: Services): RateLimit => ({
  bucket: 'api-key-ip',
  limit: services.config.loginMaxFailures * 4,
  windowMinutes: services.config.loginWindowMinutes,
});

/** A refused key: 401, or 429 once the address has sent too many bad keys in the window. */
const refuse = async (services: Services, ip: string): Promise<never> => {
  const within = await hitRateLimit(services.db, failureLimit(services), ip);
  throw within ? unauthorized('developer.invalid_api_key') : new Problem(429, 'errors.too_many_requests');
};

/**
 * The session an API key stands on, or undefined when the token is no API key (a session token,
 * or garbage, which the caller refuses its own way). A key that is forged, expired, revoked or
 * replaced is refused here. The caller then loads the session like any other, so a key has
 * exactly its user's rights and reach.
 */
export const apiKeySession = async (services: Services, token: string, ip: string): Promise<KnownKey | undefined> => {
  if (!looksLikeApiKey(token)) return undefined;
  const known = knownKeys.get(services.key)?.get(token);
  if (known) {
    // Expiry is checked on every use; revocation is the session's.
    if (known.exp <= Date.now() / 1000) return refuse(services, ip);
    return { keyId: known.keyId, sessionId: known.sessionId };
  }
  const claims = await verifyApiKey(services.key, token);
  if (!claims) return refuse(services, ip);
  const [row] = await services.db.select().from(apiKeys).where(eq(apiKeys.id, claims.keyId)).limit(1);
  if (!row || row.revokedAt !== null || !sameHash(row.keyHash, hashApiKey(token))) return refuse(services, ip);
  remember(services.key, token, { keyId: row.id, sessionId: row.sessionId, exp: claims.exp });
  return { keyId: row.id, sessionId: row.sessionId };
};

/** Records that a key was used (at most once a minute per node and key). */
export const noteApiKeyUse = async (services: Services, keyId: string, now = Date.now()): Promise<void> => {
  const last = lastWritten.get(keyId);
  if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
  lastWritten.set(keyId, now);
  await services.db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiKeys.id, keyId));
};
