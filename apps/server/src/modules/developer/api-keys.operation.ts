import { API_KEY_VALIDITY_DAYS, isUuid, parseId } from '@kampus/contract';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordAction } from '../../core/audit.ts';
import type { SignedInContext } from '../../core/actions.ts';
import { requireCredentialReach } from '../../core/credential-reach.ts';
import { forbidden, notFound } from '../../core/problem.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { apiKeys } from '../../db/developer-tables.ts';
import { authSessions } from '../../db/internal-tables.ts';
import { refuseKeyBornSession } from '../auth/sessions.ts';
import { hashApiKey, signApiKey } from './api-key-token.ts';

/**
 * Only the user themself, signed in as themself, sees or makes their key: not a superadmin for
 * someone else, not an impersonation (the key would outlive it with the target's rights), and not
 * a session that comes from an API key, the key's own or an impersonation started with it and
 * left again (a stolen key must not be able to replace itself and lock the owner out).
 */
const checkOwner = async (db: Db, ctx: SignedInContext, userKey: string): Promise<void> => {
  const caller = ctx.caller;
  const self = caller.uuid === userKey || String(caller.id) === userKey;
  if (!self) {
    if (!isUuid(userKey) && parseId(userKey) === undefined) throw notFound();
    throw forbidden('developer.own_key_only');
  }
  if (caller.impersonatorId !== null) throw forbidden('developer.not_while_impersonating');
  refuseKeyBornSession(caller);
  // A key is a credential: the one reach rule of every credential path (here always one's own).
  await requireCredentialReach(db, ctx, caller.id);
};

/**
 * Revokes the user's live keys, the sessions they stand on and the sessions made from them; answers
 * how many keys there were. A password change calls it too (credentials.hooks.ts).
 */
export const revokeLiveKeys = async (tx: Db, userId: number): Promise<number> => {
  const live = await tx
    .select({ id: apiKeys.id, sessionId: apiKeys.sessionId })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (live.length === 0) return 0;
  await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      inArray(
        apiKeys.id,
        live.map((key) => key.id),
      ),
    );
  // Revoking the session is what stops the key on every node: its cached caller is dropped at once.
  // Sessions made from the key (an impersonation started with it, or the return from one) end too.
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(authSessions.revokedAt),
        or(
          inArray(
            authSessions.id,
            live.map((key) => key.sessionId),
          ),
          inArray(
            authSessions.apiKeyId,
            live.map((key) => key.id),
          ),
        ),
      ),
    );
  return live.length;
};

/**
 * Makes the user a new key and revokes the one before: the owner check, then `prove` (the current
 * password or a fresh sign-in, outside the transaction so a wrong guess stays counted), then the
 * key in one transaction. The token is answered once and only its hash is stored. The key stands
 * on a session of its own (method `api-key`, carrying the key's id) that lives as long as the key.
 */
export const generateApiKey = async (
  db: Db,
  signingKey: Uint8Array,
  ctx: SignedInContext,
  userKey: string,
  prove: () => Promise<void>,
): Promise<{ apiKey: string; expiresAt: string }> => {
  await checkOwner(db, ctx, userKey);
  await prove();
  const caller = ctx.caller;
  return inTransaction(db, async (tx) => {
    const revoked = await revokeLiveKeys(tx, caller.id);
    const expiresAt = new Date(Date.now() + API_KEY_VALIDITY_DAYS * 86_400_000);
    const keyId = randomUUID();
    const [session] = await tx
      .insert(authSessions)
      .values({ userId: caller.id, expiresAt, method: 'api-key', apiKeyId: keyId })
      .returning({ id: authSessions.id });
    if (!session) throw new Error('api key session not stored');
    const apiKey = await signApiKey(signingKey, { keyId, userUuid: caller.uuid }, expiresAt);
    await tx
      .insert(apiKeys)
      .values({ id: keyId, userId: caller.id, sessionId: session.id, keyHash: hashApiKey(apiKey), expiresAt });
    await recordAction(tx, ctx, {
      resource: 'api_keys',
      id: null,
      action: 'generate_api_key',
      school: caller.schoolId,
      before: revoked > 0 ? { revokedKeys: revoked } : null,
      after: { keyId, expiresAt: expiresAt.toISOString() },
    });
    return { apiKey, expiresAt: expiresAt.toISOString() };
  });
};

/** Revokes the user's key (nothing to revoke is no error: the key is gone either way). */
export const revokeApiKey = async (tx: Db, ctx: SignedInContext, userKey: string): Promise<void> => {
  await checkOwner(tx, ctx, userKey);
  const revoked = await revokeLiveKeys(tx, ctx.caller.id);
  if (revoked === 0) return;
  await recordAction(tx, ctx, {
    resource: 'api_keys',
    id: null,
    action: 'revoke_api_key',
    school: ctx.caller.schoolId,
    before: { revokedKeys: revoked },
  });
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** The user's live key as they may know it: when made, until when, last used; never the key. */
export const apiKeyStatus = async (db: Db, ctx: SignedInContext, userKey: string) => {
  await checkOwner(db, ctx, userKey);
  const [key] = await db
    .select({ createdAt: apiKeys.createdAt, expiresAt: apiKeys.expiresAt, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    // A password change or a sign-out made with the key ends its session, and with it the key.
    .innerJoin(authSessions, eq(authSessions.id, apiKeys.sessionId))
    .where(
      and(
        eq(apiKeys.userId, ctx.caller.id),
        isNull(apiKeys.revokedAt),
        isNull(authSessions.revokedAt),
        gt(apiKeys.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(apiKeys.createdAt))
    .limit(1);
  if (!key) return { key: null };
  return {
    key: {
      createdAt: iso(key.createdAt) ?? '',
      expiresAt: iso(key.expiresAt) ?? '',
      lastUsedAt: iso(key.lastUsedAt),
    },
  };
};
