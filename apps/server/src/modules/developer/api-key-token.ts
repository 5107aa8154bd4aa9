import { createHash, timingSafeEqual } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';

/**
 * An API key is a JWT (HS256, the server's signing key) carrying the user's uuid as subject, its
 * expiry, and `akey`, the id of its `api_keys` row. A session token carries `sid` instead, so one
 * can never pass for the other.
 */
export interface ApiKeyClaims {
  keyId: string;
  userUuid: string;
}

/** A verified key's claims and its expiry (seconds since the epoch). */
export type VerifiedApiKey = ApiKeyClaims & { exp: number };

export const signApiKey = (key: Uint8Array, claims: ApiKeyClaims, expiresAt: Date): Promise<string> =>
  new SignJWT({ akey: claims.keyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userUuid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);

/** The claims of a key whose signature holds and which has not expired; null otherwise. */
export const verifyApiKey = async (key: Uint8Array, token: string): Promise<VerifiedApiKey | null> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.akey !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    return { keyId: payload.akey, userUuid: payload.sub, exp: payload.exp };
  } catch {
    return null;
  }
};

/** Whether a bearer token presents itself as an API key (read without trusting it): its failures are rate-limited. */
export const looksLikeApiKey = (token: string): boolean => {
  try {
    return typeof decodeJwt(token).akey === 'string';
  } catch {
    return false;
  }
};

/** What the server keeps of a key: its SHA-256 (the token is unguessable, so no slow hash is needed). */
export const hashApiKey = (token: string): string => createHash('sha256').update(token).digest('hex');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
