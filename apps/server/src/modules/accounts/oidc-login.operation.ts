import { users } from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import { system } from '../../core/repository.ts';
import { loadSessionCaller } from '../../core/session-caller.ts';
import type { Db } from '../../db/database.ts';
import { OidcRefused } from '../../integrations/oidc/oidc-client.ts';
import type { OidcSettings } from '../../integrations/oidc/oidc-settings.ts';
import { tokenSessionId } from '../auth/sessions.ts';
import { signInUser, type SignedIn } from '../auth/sign-in.ts';

/** Some providers (older Cognito pools) send the flag as the string "true". */
const isTrue = (value: unknown): boolean => value === true || value === 'true';

/**
 * Signs in the Kampus user whose e-mail the provider vouches for. Only a verified e-mail counts
 * (an unverified one could be anybody's), and only an existing account: Kampus never creates a
 * user because a provider knows them; the school adds them first.
 */
export const signInWithOidc = async (
  db: Db,
  key: Uint8Array,
  settings: OidcSettings,
  claims: Record<string, unknown>,
  from: { ip: string },
): Promise<SignedIn> => {
  const claimed = claims[settings.emailClaim];
  const email = typeof claimed === 'string' ? claimed.trim().toLowerCase() : '';
  if (email === '') throw new OidcRefused('no_email');
  if (!isTrue(claims[settings.emailVerifiedClaim])) throw new OidcRefused('unverified_email');
  // Nobody is signed in yet: the account is looked up as the system, in every school.
  const user = await system(db).of(users).first({ email });
  if (!user) throw new OidcRefused('unknown_email');
  const signedIn = await signInUser(db, key, user, 'oidc');
  await auditSignIn(db, key, signedIn.accessToken, settings, claims, from.ip);
  return signedIn;
};

/** The trail says who came in through which provider and as which of its subjects. */
const auditSignIn = async (
  db: Db,
  key: Uint8Array,
  accessToken: string,
  settings: OidcSettings,
  claims: Record<string, unknown>,
  ip: string,
): Promise<void> => {
  const sessionId = await tokenSessionId(key, accessToken);
  const session = sessionId ? await loadSessionCaller(db, sessionId) : null;
  if (!session) throw new Error('the session just issued is not readable');
  const caller = session.caller;
  const ctx = {
    caller,
    language: 'en' as const,
    reach: new Set<number>(),
    scope: new Set<number>(),
    activeSchoolId: null,
    activeSeasonId: null,
    ip,
  };
  await recordAction(db, ctx, {
    resource: users.name,
    id: caller.id,
    action: 'oidc_login',
    school: caller.schoolId,
    after: {
      issuer: settings.issuer,
      subject: typeof claims.sub === 'string' ? claims.sub : null,
      email: caller.email,
    },
  });
};
