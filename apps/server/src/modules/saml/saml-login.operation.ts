import type { Profile } from '@node-saml/node-saml';
import type { Db } from '../../db/database.ts';
import { SamlRefused, type VerifiedAssertion } from '../../integrations/saml/saml-client.ts';
import type { SamlSettings } from '../../integrations/saml/saml-settings.ts';
import { loadSchoolTree, subtree } from '../../core/tenancy.ts';
import { signInVouched } from '../auth/external-sign-in.ts';
import type { SignedIn } from '../auth/sign-in.ts';
import type { SamlProvider } from './saml-providers.ts';
import { claimAssertion, rememberSession } from './saml-store.ts';

/** An address and nothing else: a NameID (of whatever format) counts only when it is one. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const firstString = (value: unknown): string | undefined => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

/** The e-mail the provider vouches for: the configured attribute, else the NameID when it is an address. */
const emailOf = (settings: SamlSettings, profile: Profile): string => {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const attribute = firstString(attributes[settings.emailAttribute])?.trim();
  if (attribute) return attribute.toLowerCase();
  const nameId = profile.nameID?.trim() ?? '';
  if (EMAIL.test(nameId)) return nameId.toLowerCase();
  return '';
};

/**
 * Signs in the Kampus user whose e-mail the provider vouches for in a verified assertion, as
 * OpenID Connect does: only an existing account (Kampus never creates one) and, for a school
 * group's provider, only one of its schools; the same session a password gives (or its second
 * step), one use of each assertion.
 */
export const signInWithSaml = async (
  db: Db,
  key: Uint8Array,
  provider: SamlProvider,
  verified: VerifiedAssertion,
  from: { ip: string },
): Promise<SignedIn> => {
  const { settings } = provider;
  // Claimed before anything else: a replayed assertion is refused even if the first use failed.
  if (!(await claimAssertion(db, verified.assertionId, verified.expiresAt))) throw new SamlRefused('replayed');
  const { profile } = verified;
  const email = emailOf(settings, profile);
  if (email === '') throw new SamlRefused('no_email');
  return signInVouched(db, key, {
    email,
    method: 'saml',
    action: 'saml_login',
    provider: { issuer: settings.idpEntityId, nameId: profile.nameID },
    ip: from.ip,
    unknown: () => new SamlRefused('unknown_email'),
    ...(provider.school === null ? {} : { within: subtree(await loadSchoolTree(db), [provider.school]) }),
    // Kept for single logout: the provider's LogoutRequest names the person by NameID and session index.
    remember: (sessionId) =>
      rememberSession(db, sessionId, {
        provider: provider.key,
        nameId: profile.nameID,
        nameIdFormat: profile.nameIDFormat ?? null,
        sessionIndex: profile.sessionIndex ?? null,
      }),
  });
};
