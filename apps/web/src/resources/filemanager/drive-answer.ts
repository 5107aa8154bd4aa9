import { DRIVE_CALLBACK_PATH } from '@kampus/contract/constants';

/**
 * The Drive tab's sign-in is an OAuth 2.0 implicit grant (Google's or the local Drive's): the
 * authorization page sends the browser to `/drive-callback.html` with the answer in the fragment,
 * and that page hands it to the tab over this same-origin channel. A channel rather than
 * `window.opener`: a popup that went through Google's pages may have lost its opener.
 */
export const DRIVE_CHANNEL = 'kampus-drive-sign-in';

export type DriveAnswer = { accessToken: string } | { error: string; description: string | null };

/**
 * Where the popup goes to sign in: the endpoint with the implicit grant's parameters, and `hl`, the
 * app's language, which Google's pages and the local Drive's page are shown in.
 */
export const authorizationRequestUrl = (
  settings: { authorizationUrl: string; clientId: string; scope: string },
  origin: string,
  state: string,
  language: string,
): string => {
  const url = new URL(settings.authorizationUrl, origin);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', `${origin}${DRIVE_CALLBACK_PATH}`);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('hl', language);
  return url.toString();
};

/** The fragment's fields as the callback page read them (`access_token`, `error`, `state`...). */
export const fragmentFields = (hash: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));

/**
 * The answer to the sign-in this tab started, or `null` for anything else: another tab's sign-in,
 * an answer without our `state` (never take a token we did not ask for), a malformed message.
 */
export const driveAnswerOf = (message: unknown, expectedState: string | null): DriveAnswer | null => {
  if (expectedState === null || typeof message !== 'object' || message === null) return null;
  const fields = message as Record<string, unknown>;
  if (fields.state !== expectedState) return null;
  if (typeof fields.access_token === 'string' && fields.access_token !== '')
    return { accessToken: fields.access_token };
  if (typeof fields.error === 'string')
    return {
      error: fields.error,
      description: typeof fields.error_description === 'string' ? fields.error_description : null,
    };
  return null;
};
