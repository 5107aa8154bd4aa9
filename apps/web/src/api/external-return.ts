/**
 * What an external sign-in's return left in the login page's address (docs/oidc.md, docs/saml.md):
 * the server sends the browser back with the token in the fragment (`oidcToken` or `samlToken`,
 * `userId`, and where to go on to) or a refusal's key in the query (`oidcError`, `samlError`).
 */
export type ExternalProvider = 'oidc' | 'saml';

export type ExternalReturn =
  | { kind: 'signed-in'; accessToken: string; userId: string; next: string | null }
  | { kind: 'refused'; messageKey: string }
  | { kind: 'none' };

/** A path of Kampus to go on to; anything that would leave it is ignored. */
const SAFE_NEXT = /^\/(?![/\\])\S*$/;

/** Only the server's refusal keys are shown: a link cannot make the page say just anything. */
const refusalKey = (provider: ExternalProvider, key: string | null): key is string =>
  key !== null && new RegExp(`^(${provider}\\.[a-z_]+|login\\.(inactive|expired))$`).test(key);

export const externalReturn = (provider: ExternalProvider, search: string, hash: string): ExternalReturn => {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = fragment.get(`${provider}Token`);
  const userId = fragment.get('userId');
  if (accessToken && userId) {
    const next = fragment.get('next');
    return { kind: 'signed-in', accessToken, userId, next: next && next !== '/' && SAFE_NEXT.test(next) ? next : null };
  }
  const messageKey = new URLSearchParams(search).get(`${provider}Error`);
  return refusalKey(provider, messageKey) ? { kind: 'refused', messageKey } : { kind: 'none' };
};
