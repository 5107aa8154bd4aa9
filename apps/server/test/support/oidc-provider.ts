/**
 * A real OpenID provider for the tests: `oidc-provider`, the OpenID Foundation-certified Node
 * implementation, on loopback, with its development login and consent pages. Whatever login is
 * typed on its login page is the account, and that login is the e-mail it vouches for:
 * `unverified:someone@x` gives the same e-mail with `email_verified: false`.
 *
 * `mint(kind)` makes the provider mint ID tokens a relying party must refuse (oidc-provider
 * never does so by itself):
 *  - 'other-audience': addressed to another application registered there (`aud: another-app`);
 *  - 'expired': issued ten minutes ago and expired five minutes ago, as a provider whose clock
 *    is behind would;
 *  - 'other-nonce': carrying a nonce other than the one the sign-in sent (a replayed token).
 * The hook changes the claims only; the provider still signs them with its own keys.
 *
 * The issuer must exist before Kampus starts (its configuration names it) and Kampus's address
 * must exist before the clients are registered (their redirect URI), so `listenProvider()`
 * listens first and `configure(redirectUri)` builds the provider once Kampus is up.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';

export const KAMPUS_CLIENT = 'kampus';
const ANOTHER_APP = 'another-app';
export const CLIENT_SECRET = 'kampus-test-secret';
const UNVERIFIED = 'unverified:';

type IdTokenKind = 'valid' | 'other-audience' | 'expired' | 'other-nonce';

export interface TestProvider {
  issuer: string;
  /** Which ID tokens the provider mints from now on. */
  mint: (kind: IdTokenKind) => void;
  /** Registers the clients with Kampus's redirect URI and starts answering. */
  configure: (redirectUri: string) => Promise<void>;
  close: () => Promise<void>;
}

const account = (login: string) => {
  const verified = !login.startsWith(UNVERIFIED);
  const email = verified ? login : login.slice(UNVERIFIED.length);
  return {
    accountId: login,
    claims: () => ({ sub: login, email, email_verified: verified, name: email }),
  };
};

/** Makes the provider mint the ID tokens `kind()` asks for. */
const misbehave = (provider: Provider, kind: () => IdTokenKind): void => {
  const idTokens = provider.IdToken.prototype;
  const issue = idTokens.issue;
  idTokens.issue = async function (this: InstanceType<Provider['IdToken']>, options) {
    if (kind() === 'other-audience') {
      const other = await provider.Client.find(ANOTHER_APP);
      if (!other) throw new Error(`${ANOTHER_APP} is not registered`);
      // An ID token is addressed to the client it is built for: this one, to another application.
      Object.assign(this, { client: other });
    }
    if (kind() === 'other-nonce') this.set('nonce', 'a-nonce-of-another-sign-in');
    if (kind() === 'expired') {
      const now = Math.floor(Date.now() / 1000);
      this.set('iat', now - 600);
      return issue.call(this, { ...options, expiresAt: now - 300 });
    }
    return issue.call(this, options);
  };
};

export const listenProvider = async (): Promise<TestProvider> => {
  let kind: IdTokenKind = 'valid';
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    if (handle) return handle(request, response);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configure = async (redirectUri: string): Promise<void> => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const client = (clientId: string): ClientMetadata => ({
      client_id: clientId,
      client_secret: CLIENT_SECRET,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    const provider = new Provider(issuer, {
      clients: [KAMPUS_CLIENT, ANOTHER_APP].map(client),
      jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-1', alg: 'RS256', use: 'sig' }] },
      findAccount: (_ctx, login) => account(login),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['kampus-test-provider'] },
      // Lifetimes of its own (not the defaults it warns about): a test's sign-in lasts seconds.
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      features: { devInteractions: { enabled: true } },
    });
    misbehave(provider, () => kind);
    handle = provider.callback();
  };

  return {
    issuer,
    mint: (next) => {
      kind = next;
    },
    configure,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
