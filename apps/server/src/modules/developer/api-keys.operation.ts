import { API_KEY_VALIDITY_DAYS, isUuid, parseId } from '@kampus/contract';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordAction } from '../../core/audit.ts';
import type { SignedInContext } from '../../core/actions.ts';
import { forbidden, notFound } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { apiKeys } from '../../db/developer-tables.ts';
import { authSessions } from '../../db/internal-tables.ts';
import { hashApiKey, signApiKey } from './api-key-token.ts';

/**
 * Only the user themself, signed in as themself, sees or makes their key: not a superadmin for
 * someone else, not an impersonation (the key would outlive it with the target's rights), and not
 * a call made with an API key (a stolen key must not be able to replace itself and lock the owner out).
 */
const checkOwner = (ctx: SignedInContext, userKey: string): void => {
  const caller = ctx.caller;
  const self = caller.uuid === userKey || String(caller.id) === userKey;
  if (!self) {
    if (!isUuid(userKey) && parseId(userKey) === undefined) throw notFound();
    throw forbidden('developer.own_key_only');
  }
  if (caller.impersonatorId !== null) throw forbidden('developer.not_while_impersonating');
  if (caller.signIn.method === 'api-key') throw forbidden('developer.not_with_api_key');
};

/** Revokes the user's live keys and the sessions they stand on; answers how many there were. */
const revokeLiveKeys = async (tx: Db, userId: number): Promise<number> => {
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
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      inArray(
        authSessions.id,
        live.map((key) => key.sessionId),
      ),
    );
  return live.length;
};

/**
 * Makes the user a new key and revokes the one before, in the action's transaction: the token is
 * answered once and only its hash is stored. The key stands on a session of its own (method
 * `api-key`) that lives as long as the key.
 */
export const generateApiKey = async (
  tx: Db,
  signingKey: Uint8Array,
  ctx: SignedInContext,
  userKey: string,
): Promise<{ apiKey: string; expiresAt: string }> => {
  checkOwner(ctx, userKey);
  const caller = ctx.caller;
  const revoked = await revokeLiveKeys(tx, caller.id);
  const expiresAt = new Date(Date.now() + API_KEY_VALIDITY_DAYS * 86_400_000);
  const [session] = await tx
    .insert(authSessions)
    .values({ userId: caller.id, expiresAt, method: 'api-key' })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('api key session not stored');
  const keyId = randomUUID();
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
};

/** Revokes the user's key (nothing to revoke is no error: the key is gone either way). */
export const revokeApiKey = async (tx: Db, ctx: SignedInContext, userKey: string): Promise<void> => {
  checkOwner(ctx, userKey);
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
  checkOwner(ctx, userKey);
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
