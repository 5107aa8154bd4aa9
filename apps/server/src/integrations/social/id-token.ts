import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** What the server reads from a provider's ID token once its signature, issuer, audience and expiry hold. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
}

export interface IdTokenIssuer {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

// One key set per URL: jose caches the keys and refetches them when a token names an unknown key.
const keySets = new Map<string, JWTVerifyGetKey>();

const keySet = (url: string): JWTVerifyGetKey => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
};

/**
 * Verifies an OpenID Connect ID token (Google, Facebook Limited Login) against the provider's
 * published keys. Throws when the token is not good; the caller turns that into a 401.
 */
export const verifyIdToken = async (issuer: IdTokenIssuer, idToken: string): Promise<VerifiedIdentity> => {
  const { payload } = await jwtVerify(idToken, keySet(issuer.jwksUrl), {
    issuer: issuer.issuers,
    audience: issuer.clientId,
    algorithms: ['RS256', 'ES256'],
  });
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('ID token without a subject');
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  return { subject: payload.sub, email };
};
