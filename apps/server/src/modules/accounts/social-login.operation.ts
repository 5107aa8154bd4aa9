import { facebookUsers, googleUsers, type Resource } from '@kampus/contract';
import { and, eq, ne } from 'drizzle-orm';
import { systemContext, type Caller } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { create } from '../../core/operations.ts';
import { Problem, violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { verifyIdToken, type VerifiedIdentity } from '../../integrations/social/id-token.ts';
import { issueToken } from '../auth/sessions.ts';
import type { AccountsSettings } from './accounts-settings.ts';
import { refuseWhileImpersonating } from './credentials.ts';

export type Provider = 'google' | 'facebook';

const providers: Record<Provider, Resource> = { google: googleUsers, facebook: facebookUsers };

export const isProvider = (value: string): value is Provider => value === 'google' || value === 'facebook';

/** Checks the ID token with the provider's keys (never trusting an id the client names). */
const identify = async (
  settings: AccountsSettings,
  provider: Provider,
  idToken: unknown,
): Promise<VerifiedIdentity> => {
  if (typeof idToken !== 'string' || idToken === '') throw violation('idToken', 'validation.required');
  const { clientId, jwksUrl, issuers } = settings[provider];
  if (!clientId) throw new Problem(404, 'errors.not_found', 'accounts.social_not_configured');
  try {
    return await verifyIdToken({ clientId, jwksUrl, issuers }, idToken);
  } catch {
    throw new Problem(401, 'errors.unauthorized', 'accounts.invalid_id_token');
  }
};

const linkOf = async (db: Db, provider: Provider, subject: string) => {
  const table = resourceTable(providers[provider].name);
  const [row] = await db
    .select()
    .from(table)
    .where(eq(col(table, `${provider}UserId`), subject))
    .limit(1);
  return row;
};

/**
 * POST /{lang}/social-login/{provider}: a verified ID token of a linked account signs its user
 * in. An account nobody linked: 404 'Google user not registered!' (or Facebook).
 */
export const socialLogin = async (
  db: Db,
  key: Uint8Array,
  settings: AccountsSettings,
  provider: Provider,
  idToken: unknown,
): Promise<{ userId: string; accessToken: string }> => {
  const identity = await identify(settings, provider, idToken);
  const link = await linkOf(db, provider, identity.subject);
  const usersTable = resourceTable('users');
  const [user] = link
    ? await db
        .select()
        .from(usersTable)
        .where(eq(col(usersTable, 'id'), Number(link.user)))
        .limit(1)
    : [];
  if (!user) throw new Problem(404, 'errors.not_found', `accounts.${provider}_not_registered`);
  const today = new Date().toISOString().slice(0, 10);
  if (user.isActive === false) throw new Problem(401, 'errors.unauthorized', 'login.inactive');
  if (typeof user.expiresAt === 'string' && user.expiresAt < today) {
    throw new Problem(401, 'errors.unauthorized', 'login.expired');
  }
  const accessToken = await issueToken(db, key, { id: Number(user.id), uuid: String(user.uuid) }, { method: 'social' });
  return { userId: String(user.uuid), accessToken };
};

/**
 * POST /{lang}/social-link/{provider}: links the account of a verified ID token to the caller.
 * Already theirs: the existing link (200). Someone else's: 409.
 */
export const linkSocialAccount = async (
  db: Db,
  settings: AccountsSettings,
  caller: Caller,
  provider: Provider,
  idToken: unknown,
): Promise<{ created: boolean; row: Row }> => {
  refuseWhileImpersonating(caller);
  const identity = await identify(settings, provider, idToken);
  const existing = await linkOf(db, provider, identity.subject);
  if (existing && Number(existing.user) === caller.id) return { created: false, row: existing };
  if (existing) throw new Problem(409, 'errors.conflict', 'accounts.already_linked');
  const table = resourceTable(providers[provider].name);
  const row = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    // One account of a provider per user: linking another replaces the previous one.
    await tx
      .delete(table)
      .where(and(eq(col(table, 'user'), caller.id), ne(col(table, `${provider}UserId`), identity.subject)));
    return create(tx, systemContext(), providers[provider], {
      [`${provider}UserId`]: identity.subject,
      [`${provider}Email`]: identity.email,
      user: caller.id,
    });
  });
  return { created: true, row };
};
