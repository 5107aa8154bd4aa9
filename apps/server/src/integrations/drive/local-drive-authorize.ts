import { DRIVE_CALLBACK_PATH, DRIVE_SCOPE } from '@kampus/contract';
import { LOCAL_DRIVE_CLIENT_ID } from './drive-settings.ts';
import { issueLocalDriveToken, LOCAL_DRIVE_TOKEN_SECONDS } from './local-drive-token.ts';

/** An authorization request the sign-in page may show: its answer goes back to `redirectUri`. */
export interface DriveAuthorization {
  redirectUri: string;
  scope: string;
  state: string | null;
}

/**
 * What an authorization request comes to: the sign-in page; an error page for a request whose
 * redirect target cannot be trusted (never redirect there, as Google's "Error 400" page); or an
 * error sent back to a trusted target (the OAuth 2.0 implicit grant's error codes).
 */
export type AuthorizationCheck =
  | { kind: 'ask'; request: DriveAuthorization }
  | { kind: 'invalid'; reason: 'invalid_client' | 'redirect_uri_mismatch' }
  | { kind: 'redirect'; location: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value.length <= 2048 ? value : null);

const answerTo = (redirectUri: string, fields: Record<string, string | null>): string => {
  const fragment = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return `${redirectUri}#${fragment.toString()}`;
};

/** Whether `value` is the callback page of one of `origins` (the public address, the page's own). */
const trustedTarget = (value: string | null, origins: readonly string[]): value is string => {
  if (value === null) return false;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) && url.pathname === DRIVE_CALLBACK_PATH && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
};

/** Checks `client_id`, `redirect_uri`, `response_type` and `scope` as an authorization server does. */
export const checkAuthorization = (params: Record<string, unknown>, origins: readonly string[]): AuthorizationCheck => {
  if (text(params.client_id) !== LOCAL_DRIVE_CLIENT_ID) return { kind: 'invalid', reason: 'invalid_client' };
  const redirectUri = text(params.redirect_uri);
  if (!trustedTarget(redirectUri, origins)) return { kind: 'invalid', reason: 'redirect_uri_mismatch' };
  const state = text(params.state);
  if (text(params.response_type) !== 'token')
    return { kind: 'redirect', location: answerTo(redirectUri, { error: 'unsupported_response_type', state }) };
  const scopes = (text(params.scope) ?? '').split(' ').filter((part) => part !== '');
  if (scopes.length === 0 || scopes.some((scope) => scope !== DRIVE_SCOPE))
    return { kind: 'redirect', location: answerTo(redirectUri, { error: 'invalid_scope', state }) };
  return { kind: 'ask', request: { redirectUri, scope: DRIVE_SCOPE, state } };
};

/** Where the browser goes once the person allowed (with a token) or cancelled (`access_denied`). */
export const decisionLocation = async (key: Uint8Array, request: DriveAuthorization, allowed: boolean) =>
  allowed
    ? answerTo(request.redirectUri, {
        access_token: await issueLocalDriveToken(key, request.scope),
        token_type: 'Bearer',
        expires_in: String(LOCAL_DRIVE_TOKEN_SECONDS),
        scope: request.scope,
        state: request.state,
      })
    : answerTo(request.redirectUri, { error: 'access_denied', state: request.state });
