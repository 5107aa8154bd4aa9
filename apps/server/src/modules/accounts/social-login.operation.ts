import { facebookUsers, googleUsers, users, type Resource } from '@kampus/contract';
import { systemContext, type Caller } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { create } from '../../core/operations.ts';
import { Problem, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { verifyIdToken, type VerifiedIdentity } from '../../integrations/social/id-token.ts';
import { refuseWhileImpersonating } from '../auth/sessions.ts';
import { signInUser } from '../auth/sign-in.ts';
import type { AccountsSettings } from './accounts-settings.ts';

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

/** The link of a provider's account, whoever holds it (read as the system: nobody is signed in yet). */
const linkOf = (db: Db, provider: Provider, subject: string) =>
  system(db)
    .of(providers[provider])
    .first({ [`${provider}UserId`]: subject });

/** The user a link names; the provider declarations name their fields by provider, so `user` is checked here. */
const linkedUser = (link: Row | undefined): number | undefined =>
  typeof link?.user === 'number' ? link.user : undefined;

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
  const owner = linkedUser(link);
  const user = owner === undefined ? undefined : await system(db).of(users).first({ id: owner });
  if (!user) throw new Problem(404, 'errors.not_found', `accounts.${provider}_not_registered`);
  return signInUser(db, key, user, 'social');
};

/**
 * POST /{lang}/social-link/{provider}: links the account of a verified ID token to the caller.
 * A link is a new way in, so it wants proof first (`prove`: the current password or a fresh
 * password sign-in), never a stolen older token or an API key alone.
 * Already theirs: the existing link (200). Someone else's: 409.
 */
export const linkSocialAccount = async (
  db: Db,
  settings: AccountsSettings,
  caller: Caller,
  provider: Provider,
  idToken: unknown,
  prove: () => Promise<void>,
): Promise<{ created: boolean; row: Row }> => {
  refuseWhileImpersonating(caller);
  await prove();
  const identity = await identify(settings, provider, idToken);
  const existing = await linkOf(db, provider, identity.subject);
  if (existing && linkedUser(existing) === caller.id) return { created: false, row: existing };
  if (existing) throw new Problem(409, 'errors.conflict', 'accounts.already_linked');
  const row = await inTransaction(db, async (tx) => {
    // One account of a provider per user: linking another replaces the previous one.
    const links = system(tx).of(providers[provider]);
    const replaced = (await links.list({ user: caller.id })).filter(
      (link) => link[`${provider}UserId`] !== identity.subject,
    );
    if (replaced.length > 0) await links.removeWhere({ id: replaced.map((link) => link.id) });
    return create(tx, systemContext(), providers[provider], {
      [`${provider}UserId`]: identity.subject,
      [`${provider}Email`]: identity.email,
      user: caller.id,
    });
  });
  return { created: true, row };
};
