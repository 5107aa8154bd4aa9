import { randomUUID } from 'node:crypto';
import { ssoPartners, type SsoPartner } from '@kampus/contract';
import { SignJWT } from 'jose';

/** One partner site: where its sign-on page is and the secret both sides share. */
export interface SsoPartnerSettings {
  url: string;
  secret: string;
}

export interface SsoSettings {
  partners: Partial<Record<SsoPartner, SsoPartnerSettings>>;
  /** How long a sign-on token is good for: long enough for one redirect, no longer. */
  tokenSeconds: number;
  /** The token's issuer, so a partner that trusts several senders knows which one signed. */
  issuer: string;
}

/** `SSO_<PARTNER>_URL` and `SSO_<PARTNER>_SECRET` per partner; a partner without both is not set up. */
export const loadSsoSettings = (env: NodeJS.ProcessEnv, issuer: string): SsoSettings => ({
  partners: Object.fromEntries(
    ssoPartners.flatMap((partner) => {
      const url = env[`SSO_${partner.toUpperCase()}_URL`];
      const secret = env[`SSO_${partner.toUpperCase()}_SECRET`];
      return url && secret ? [[partner, { url, secret }]] : [];
    }),
  ),
  tokenSeconds: Math.min(600, Math.max(10, Number(env.SSO_TOKEN_SECONDS ?? 60) || 60)),
  issuer,
});

/** What the partner learns about the person signing on. */
export interface SsoSubject {
  uuid: string;
  name: string;
  lastName: string;
  kind: 'student' | 'parent';
  school: { id: number; title: string };
}

/**
 * The partner's address with `token=<JWT>`: HS256 with the partner's own secret, audience the
 * partner's name, a few seconds of life and a unique id the partner can refuse to see twice.
 */
export const signedPartnerUrl = async (
  settings: SsoSettings,
  partner: SsoPartner,
  partnerSettings: SsoPartnerSettings,
  subject: SsoSubject,
): Promise<string> => {
  const token = await new SignJWT({
    name: `${subject.name} ${subject.lastName}`.trim(),
    given_name: subject.name,
    family_name: subject.lastName,
    kind: subject.kind,
    school: subject.school,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.uuid)
    .setAudience(partner)
    .setIssuer(settings.issuer)
    .setIssuedAt()
    .setExpirationTime(`${settings.tokenSeconds}s`)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(partnerSettings.secret));
  const url = new URL(partnerSettings.url);
  url.searchParams.set('token', token);
  return url.toString();
};
