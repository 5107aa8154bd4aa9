import { SignJWT, jwtVerify } from 'jose';
import type { OidcTransaction } from '../../integrations/oidc/oidc-client.ts';

/**
 * The state, nonce and PKCE verifier of a sign-in in progress live in the browser that started
 * it, in an HttpOnly cookie signed with the server's key: the callback accepts only the answer
 * to the request this very browser made (no login CSRF), and any node can finish what another
 * began without shared storage.
 */
const OIDC_COOKIE = 'kampus_oidc';
const AUDIENCE = 'kampus-oidc-transaction';
/** Time enough to sign in at the provider; a slower return starts again. */
const LIFETIME_SECONDS = 600;

export type PendingSignIn = OidcTransaction;

const attributes = (secure: boolean): string => `Path=/oidc; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const pendingCookie = async (key: Uint8Array, pending: PendingSignIn, secure: boolean): Promise<string> => {
  const value = await new SignJWT({ ...pending })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(key);
  return `${OIDC_COOKIE}=${value}; Max-Age=${LIFETIME_SECONDS}; ${attributes(secure)}`;
};

/** Spent on the first return, whatever its outcome: a code or a state is used once. */
export const clearedCookie = (secure: boolean): string => `${OIDC_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

const cookieValue = (header: string | undefined, name: string): string | undefined =>
  header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The sign-in this browser started, when its cookie is there, signed by us and not expired. */
export const readPending = async (key: Uint8Array, cookieHeader: string | undefined): Promise<PendingSignIn | null> => {
  const value = cookieValue(cookieHeader, OIDC_COOKIE);
  if (!value) return null;
  try {
    const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'], audience: AUDIENCE });
    const { state, nonce, codeVerifier } = payload;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null;
    return { state, nonce, codeVerifier };
  } catch {
    return null;
  }
};
