import * as client from 'openid-client';
import type { OutboundFetch } from '../outbound/outbound-fetch.ts';
import type { OidcSettings } from './oidc-settings.ts';

/**
 * The relying party, through `openid-client` (certified by the OpenID Foundation): discovery,
 * the authorization URL with PKCE (S256), state and nonce, the code exchange and every check of
 * the ID token (signature, issuer, audience, expiry, nonce). Nothing here parses a token by hand.
 */

/** Why a sign-in through the provider was refused: the login page shows `oidc.<reason>`. */
export type OidcRefusal =
  | 'denied'
  | 'bad_state'
  | 'wrong_audience'
  | 'expired_token'
  | 'no_email'
  | 'unverified_email'
  | 'unknown_email'
  | 'failed';

export class OidcRefused extends Error {
  constructor(
    readonly reason: OidcRefusal,
    options?: { cause?: unknown },
  ) {
    super(`OpenID Connect sign-in refused: ${reason}`, options);
  }
}

/** Plain http is allowed for a provider on this machine only (the tests' provider, a developer's Keycloak). */
const loopback = (issuer: URL): boolean =>
  issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

/**
 * One discovery per configuration, outbound guard and process; a failed one is tried again on the
 * next sign-in. Discovery and every later call (token, UserInfo, keys) go through the guard.
 */
const discoveries = new WeakMap<OutboundFetch, Map<string, Promise<client.Configuration>>>();

const configuration = (settings: OidcSettings, fetchImpl: OutboundFetch): Promise<client.Configuration> => {
  const key = `${settings.issuer} ${settings.clientId}`;
  let discovered = discoveries.get(fetchImpl);
  if (!discovered) {
    discovered = new Map();
    discoveries.set(fetchImpl, discovered);
  }
  const cache = discovered;
  let found = cache.get(key);
  if (!found) {
    const issuer = new URL(settings.issuer);
    found = client.discovery(
      issuer,
      settings.clientId,
      // A secret is sent as client_secret_post (Keycloak and Entra ID accept it); none: a public client.
      settings.clientSecret,
      undefined,
      {
        [client.customFetch]: fetchImpl,
        ...(loopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
};

/** What the browser keeps (in a signed cookie) between leaving for the provider and coming back. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const startAuthorization = async (
  settings: OidcSettings,
  fetchImpl: OutboundFetch,
): Promise<{ url: string; transaction: OidcTransaction }> => {
  const config = await configuration(settings, fetchImpl);
  const transaction = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
  });
  return { url: url.href, transaction };
};

/** The codes of oauth4webapi's checks, under openid-client (which does not re-export them). */
const TIMESTAMP_CHECK = 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED';
const CLAIM_COMPARISON = 'OAUTH_JWT_CLAIM_COMPARISON_FAILED';

/** The library's refusal as our reason: the user is told which check failed, the log keeps the detail. */
const reasonOf = (error: unknown): OidcRefusal => {
  if (error instanceof client.AuthorizationResponseError) return 'denied';
  if (!(error instanceof Error) || !('code' in error)) return 'failed';
  // openid-client wraps oauth4webapi's error, whose cause names the claim that failed.
  const cause = error.cause as { claim?: unknown; cause?: { claim?: unknown } } | undefined;
  const claim = cause?.claim ?? cause?.cause?.claim;
  if (error.code === TIMESTAMP_CHECK && (claim === 'exp' || claim === 'iat')) return 'expired_token';
  if (error.code === CLAIM_COMPARISON && (claim === 'aud' || claim === 'azp')) return 'wrong_audience';
  if (error.code === CLAIM_COMPARISON && claim === 'nonce') return 'bad_state';
  return 'failed';
};

/**
 * Exchanges the code the provider sent back for tokens and answers the user's claims: those of
 * the ID token, completed from the UserInfo endpoint when the ID token leaves the e-mail out (a
 * provider that follows the core spec to the letter puts scope claims there only).
 */
export const finishAuthorization = async (
  settings: OidcSettings,
  callback: URLSearchParams,
  transaction: OidcTransaction,
  fetchImpl: OutboundFetch,
): Promise<Record<string, unknown>> => {
  try {
    const config = await configuration(settings, fetchImpl);
    const currentUrl = new URL(`${settings.redirectUri}?${callback.toString()}`);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims: Record<string, unknown> = { ...tokens.claims() };
    if (claims[settings.emailClaim] === undefined && typeof claims.sub === 'string') {
      Object.assign(claims, await client.fetchUserInfo(config, tokens.access_token, claims.sub), { sub: claims.sub });
    }
    return claims;
  } catch (error) {
    throw new OidcRefused(reasonOf(error), { cause: error });
  }
};
