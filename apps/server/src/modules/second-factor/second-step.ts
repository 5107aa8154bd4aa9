import { SignJWT, jwtVerify } from 'jose';
import type { SignInMethod } from '../auth/sessions.ts';

/** How long the second step of a sign-in may take after the first (a code from the phone, or a recovery code found). */
const SECOND_STEP_SECONDS = 300;

/** The purpose claim that keeps a second-step token from being taken for anything else. */
const PURPOSE = 'kampus-second-step';

/** What a proven first step carries to the second: whose it is, and how the session will have begun. */
export interface FirstStep {
  userUuid: string;
  method: SignInMethod;
}

/**
 * A short-lived signed token saying "this person got past the first step as `method`". It names
 * no session (no `sid`), so it is no access token; only the second step reads it, and only with
 * a code of the person's second factor does it become a session.
 */
export const issueSecondStep = (key: Uint8Array, first: FirstStep): Promise<string> =>
  new SignJWT({ purpose: PURPOSE, method: first.method })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(first.userUuid)
    .setIssuedAt()
    .setExpirationTime(`${SECOND_STEP_SECONDS}s`)
    .sign(key);

const METHODS: readonly string[] = ['password', 'social', 'oidc', 'saml', 'reset'];

/** The first step a token proves, when this server signed it for that purpose and it has not expired. */
export const readSecondStep = async (key: Uint8Array, token: string): Promise<FirstStep | null> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string' || typeof payload.method !== 'string') {
      return null;
    }
    if (!METHODS.includes(payload.method)) return null;
    return { userUuid: payload.sub, method: payload.method as SignInMethod };
  } catch {
    return null;
  }
};
