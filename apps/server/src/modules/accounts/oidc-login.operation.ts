import type { Db } from '../../db/database.ts';
import { OidcRefused } from '../../integrations/oidc/oidc-client.ts';
import type { OidcSettings } from '../../integrations/oidc/oidc-settings.ts';
import { signInVouched } from '../auth/external-sign-in.ts';
import type { SignedIn } from '../auth/sign-in.ts';

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
  return signInVouched(db, key, {
    email,
    method: 'oidc',
    action: 'oidc_login',
    provider: { issuer: settings.issuer, subject: typeof claims.sub === 'string' ? claims.sub : null },
    ip: from.ip,
    unknown: () => new OidcRefused('unknown_email'),
  });
};
