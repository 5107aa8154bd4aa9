import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, json, startServer, type TestServer } from './harness.ts';
import {
  IDP_CERT,
  IDP_ENTITY_ID,
  IDP_SLO_URL,
  IDP_SSO_URL,
  SP_CERT,
  SP_KEY,
  base64,
  encryptAssertion,
  logoutRequest,
  readRedirect,
  redirectLogoutQuery,
  redirectSignatureHolds,
  samlResponse,
  type ResponseOptions,
} from './support/saml-idp.ts';

/*
 * SAML 2.0 sign-in against an identity provider stand-in that signs real responses and logout
 * requests (test/support/saml-idp.ts): the AuthnRequest Kampus sends, the Assertion Consumer
 * Service's checks, and single logout.
 */
let server: TestServer;
let publicUrl = '';
let acsUrl = '';
let audience = '';

const samlEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  SAML_IDP_ENTITY_ID: IDP_ENTITY_ID,
  SAML_IDP_SSO_URL: IDP_SSO_URL,
  SAML_IDP_SLO_URL: IDP_SLO_URL,
  SAML_IDP_CERT: IDP_CERT,
  SAML_SP_PRIVATE_KEY: SP_KEY,
  SAML_SP_CERT: SP_CERT,
  SAML_NAME: 'School Group ID',
  ...extra,
});

/** Starts a sign-in as the login button does and answers the AuthnRequest's ID and the RelayState. */
const startSignIn = async (next?: string): Promise<{ requestId: string; relayState: string; location: string }> => {
  const response = await server.call(`/en/saml/login${next ? `?next=${encodeURIComponent(next)}` : ''}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const { url, attributes } = await readRedirect(location);
  return { requestId: attributes.ID ?? '', relayState: url.searchParams.get('RelayState') ?? '', location };
};

/** Posts a response to the ACS as the provider's auto-submitting form does; answers where the browser goes. */
const post = async (xml: string, relayState = '/', path = '/saml/acs'): Promise<URL> => {
  const response = await server.call(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: base64(xml), RelayState: relayState }).toString(),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
};

const refusal = (landed: URL): string | null => landed.searchParams.get('samlError');

/** A signed response answering a fresh request of ours, for `email`, changed by `options`. */
const answerFor = async (email: string, options: Partial<ResponseOptions> = {}) => {
  const { requestId } = await startSignIn();
  return samlResponse({ email, inResponseTo: requestId, audience, acsUrl, ...options });
};

const sessionCount = async (): Promise<number> =>
  Number((await server.sql('select count(*) as n from auth_sessions'))[0]?.n);

describe('SAML 2.0 sign-in', () => {
  // This file's servers run one after the other: on PostgreSQL each starts from a copy of the
  // template into the worker's one database, which ends the connections of a server still open.
  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    acsUrl = `${publicUrl}/saml/acs`;
    audience = `${publicUrl}/saml/metadata`;
    server = await startServer({ KAMPUS_PUBLIC_URL: publicUrl, ...samlEnv() }, { port });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the service provider metadata and tells the login page which provider to offer', async () => {
    const metadata = await server.call('/saml/metadata');
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${audience}"`);
    expect(xml).toContain(`Location="${acsUrl}"`);
    // Single logout by either binding, at the same address.
    for (const binding of ['HTTP-POST', 'HTTP-Redirect']) {
      expect(xml).toContain(
        `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${publicUrl}/saml/slo"/>`,
      );
    }
    // The SP certificate, without its PEM armour, for the provider to check our signatures.
    const body = SP_CERT.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(xml.replace(/\s/g, '')).toContain(body);

    expect(await json(await server.call('/en/saml/provider'))).toEqual({
      name: 'School Group ID',
      providers: [{ key: 'installation', name: 'School Group ID' }],
    });
  });

  it('sends a signed AuthnRequest by the redirect binding, with the RelayState of where to go back', async () => {
    const { location, relayState } = await startSignIn('/students');
    const { url, root, attributes } = await readRedirect(location);
    expect(`${url.origin}${url.pathname}`).toBe(IDP_SSO_URL);
    expect(root).toBe('AuthnRequest');
    expect(attributes).toMatchObject({ Destination: IDP_SSO_URL, AssertionConsumerServiceURL: acsUrl });
    expect(attributes.ID).toMatch(/^_/);
    expect(relayState).toBe('/students');
    expect(redirectSignatureHolds(location)).toBe(true);
    // A RelayState that would leave Kampus is not carried.
    expect((await startSignIn('//evil.example/')).relayState).toBe('/');
  });

  it('signs the demo user in: the same session a password gives, audited', async () => {
    const { requestId, relayState } = await startSignIn('/students');
    const { xml } = samlResponse({ email: 'School@Kampus.test', inResponseTo: requestId, audience, acsUrl });
    const landed = await post(xml, relayState);
    expect(refusal(landed)).toBeNull();
    expect(`${landed.origin}${landed.pathname}`).toBe(`${publicUrl}/login`);
    const fragment = new URLSearchParams(landed.hash.slice(1));
    const token = fragment.get('samlToken') ?? '';
    const userId = fragment.get('userId') ?? '';
    expect(fragment.get('next')).toBe('/students');

    const byPassword = await server.login('school@kampus.test');
    expect(userId).toBe(byPassword.userId);
    const schools = await server.call(`/en/users/${userId}/schools`, { token });
    expect(schools.status).toBe(200);
    const passwordSchools = await server.call(`/en/users/${userId}/schools`, { token: byPassword.token });
    expect(await schools.json()).toEqual(await passwordSchools.json());
    const methods = await server.sql(
      `select s.method from auth_sessions s join users u on u.id = s.user_id where u.uuid = '${userId}' and s.method = 'saml'`,
    );
    expect(methods).toHaveLength(1);

    const admin = await server.login('admin@kampus.test');
    const trail = await json<{ after: Record<string, unknown> }[]>(
      await server.call('/api/audit_logs.json?action=saml_login', { token: admin.token }),
    );
    expect(trail.at(-1)?.after).toMatchObject({ issuer: IDP_ENTITY_ID, email: 'school@kampus.test' });
  });

  it('asks a person with a second factor for it, as after a password, and then starts a SAML session', async () => {
    const { token: passwordToken } = await server.login('teacher@kampus.test');
    const started = await server.call('/en/second-factor/totp', { method: 'POST', json: {}, token: passwordToken });
    const { secret } = await json<{ secret: string }>(started);
    const codeAt = (at: number): string =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: at,
      });
    const confirm = { method: 'POST', json: { code: codeAt(Date.now()) }, token: passwordToken } as const;
    expect((await server.call('/en/second-factor/totp/confirm', confirm)).status).toBe(200);

    const before = await sessionCount();
    const { xml } = await answerFor('teacher@kampus.test');
    const landed = await post(xml);
    const secondStep = new URLSearchParams(landed.hash.slice(1)).get('secondStep') ?? '';
    expect(secondStep).not.toBe('');
    expect(landed.hash).not.toContain('samlToken');
    expect(await sessionCount()).toBe(before);
    // The next 30-second step's code: the enrolment spent this step's.
    const code = codeAt(Date.now() + 30_000);
    const finished = await server.call('/en/login/second-factor', {
      method: 'POST',
      json: { secondStepToken: secondStep, code },
    });
    expect(finished.status).toBe(200);
    const { userId } = await json<{ userId: string }>(finished);
    // The session the second step made began with SAML, and had its second factor.
    const sessions = await server.sql(
      `select s.method from auth_sessions s join users u on u.id = s.user_id where u.uuid = '${userId}' and s.method = 'saml' and s.second_factor_at is not null`,
    );
    expect(sessions).toHaveLength(1);
  });

  it('accepts a response signed as a whole (Keycloak) as well as one whose assertion is signed (Entra ID)', async () => {
    const { xml } = await answerFor('school@kampus.test', { signed: 'response', attribute: false });
    const landed = await post(xml);
    expect(refusal(landed)).toBeNull();
    expect(new URLSearchParams(landed.hash.slice(1)).get('samlToken')).toBeTruthy();
  });

  it('opens an assertion encrypted to its certificate, and refuses one encrypted to another key', async () => {
    const metadata = await (await server.call('/saml/metadata')).text();
    // The metadata offers Kampus's certificate for encryption as well as for signing.
    expect(metadata).toMatch(/<KeyDescriptor use="encryption">/);
    const { xml } = await answerFor('school@kampus.test');
    const sealed = await encryptAssertion(xml);
    expect(sealed).not.toContain('school@kampus.test');
    const landed = await post(sealed);
    expect(refusal(landed)).toBeNull();
    const token = new URLSearchParams(landed.hash.slice(1)).get('samlToken') ?? '';
    expect((await server.call('/api/users?itemsPerPage=1', { token })).status).toBe(200);

    // Encrypted to the provider's own certificate: Kampus cannot open it, and signs nobody in.
    const before = await sessionCount();
    const other = await encryptAssertion((await answerFor('school@kampus.test')).xml, IDP_CERT);
    expect(refusal(await post(other))).toBe('saml.failed');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an assertion changed after it was signed', async () => {
    const before = await sessionCount();
    const { xml } = await answerFor('school@kampus.test');
    const tampered = xml.replaceAll('school@kampus.test', 'admin@kampus.test');
    expect(refusal(await post(tampered))).toBe('saml.bad_signature');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an assertion for another service provider (audience) or posted to another address (destination)', async () => {
    const other = await answerFor('school@kampus.test', { audience: 'https://other.example/saml' });
    expect(refusal(await post(other.xml))).toBe('saml.wrong_audience');
    const elsewhere = await answerFor('school@kampus.test', { destination: 'https://other.example/acs' });
    expect(refusal(await post(elsewhere.xml))).toBe('saml.wrong_destination');
  });

  it('refuses an expired assertion, and one not valid yet beyond the clock skew', async () => {
    const expired = await answerFor('school@kampus.test', { notBefore: -600_000, notOnOrAfter: -120_000 });
    expect(refusal(await post(expired.xml))).toBe('saml.expired');
    const early = await answerFor('school@kampus.test', { notBefore: 300_000, notOnOrAfter: 600_000 });
    expect(refusal(await post(early.xml))).toBe('saml.expired');
  });

  it('refuses an assertion posted a second time (replay)', async () => {
    const { xml } = await answerFor('school@kampus.test');
    expect(refusal(await post(xml))).toBeNull();
    const before = await sessionCount();
    // The request it answered is spent too, so the refusal is the first check that fails.
    expect(refusal(await post(xml))).toMatch(/^saml\.(replayed|bad_request)$/);
    expect(await sessionCount()).toBe(before);
  });

  it('never creates an account: an e-mail no Kampus user has is refused with the message', async () => {
    const users = Number((await server.sql('select count(*) as n from users'))[0]?.n);
    const { xml } = await answerFor('newcomer@elsewhere.test');
    const landed = await post(xml);
    expect(refusal(landed)).toBe('saml.unknown_email');
    expect(landed.hash).toBe('');
    expect(Number((await server.sql('select count(*) as n from users'))[0]?.n)).toBe(users);
  });

  it('refuses an answer to no request of ours, or to a request it did not make', async () => {
    const unsolicited = samlResponse({ email: 'school@kampus.test', audience, acsUrl });
    expect(refusal(await post(unsolicited.xml))).toBe('saml.unsolicited');
    const invented = samlResponse({ email: 'school@kampus.test', inResponseTo: '_invented', audience, acsUrl });
    expect(refusal(await post(invented.xml))).toBe('saml.bad_request');
  });

  it('ends the sessions an IdP-initiated LogoutRequest names, and answers a signed LogoutResponse', async () => {
    const sessionIndex = '_session-for-logout';
    const { xml } = await answerFor('school@kampus.test', { sessionIndex });
    const token = new URLSearchParams((await post(xml)).hash.slice(1)).get('samlToken') ?? '';
    expect((await server.call('/en/saml/provider', { token })).status).toBe(200);
    const me = await server.call('/api/users?itemsPerPage=1', { token });
    expect(me.status).toBe(200);

    // Unsigned (the signature stripped): nothing ends.
    const signed = logoutRequest({ nameId: 'school@kampus.test', sessionIndex, destination: `${publicUrl}/saml/slo` });
    const unsigned = signed
      .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
      .replace(/<Signature[\s\S]*<\/Signature>/, '');
    const refused = await server.call('/saml/slo', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLRequest: base64(unsigned) }).toString(),
    });
    expect(refused.status).toBe(400);
    expect((await server.call('/api/users?itemsPerPage=1', { token })).status).toBe(200);

    const answered = await server.call('/saml/slo', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLRequest: base64(signed), RelayState: 'idp-state' }).toString(),
    });
    expect(answered.status).toBe(302);
    const location = answered.headers.get('location') ?? '';
    const { url, root, attributes, xml: responseXml } = await readRedirect(location);
    expect(`${url.origin}${url.pathname}`).toBe(IDP_SLO_URL);
    expect(root).toBe('LogoutResponse');
    expect(attributes.Destination).toBe(IDP_SLO_URL);
    expect(responseXml).toContain('urn:oasis:names:tc:SAML:2.0:status:Success');
    expect(url.searchParams.get('RelayState')).toBe('idp-state');
    expect(redirectSignatureHolds(location)).toBe(true);
    expect((await server.call('/api/users?itemsPerPage=1', { token })).status).toBe(401);
  });

  it('ends the sessions a LogoutRequest sent by the redirect binding names, only when signed over the query', async () => {
    const sessionIndex = '_session-for-redirect-logout';
    const { xml } = await answerFor('school@kampus.test', { sessionIndex });
    const token = new URLSearchParams((await post(xml)).hash.slice(1)).get('samlToken') ?? '';
    const alive = async () => (await server.call('/api/users?itemsPerPage=1', { token })).status;
    expect(await alive()).toBe(200);
    const request = { nameId: 'school@kampus.test', sessionIndex, destination: `${publicUrl}/saml/slo` };
    const slo = (query: string) => server.call(`/saml/slo?${query}`, { redirect: 'manual' });

    // Unsigned, its RelayState changed after signing, a field given twice, SHA-1 named: nothing ends.
    const signed = redirectLogoutQuery({ ...request, relayState: 'idp-state' });
    expect((await slo(redirectLogoutQuery({ ...request, unsigned: true }))).status).toBe(400);
    expect((await slo(signed.replace('RelayState=idp-state', 'RelayState=elsewhere'))).status).toBe(400);
    // A field given twice is no string: refused on the field itself.
    expect((await slo(`${signed}&RelayState=again`)).status).toBe(422);
    const sha1 = encodeURIComponent('http://www.w3.org/2000/09/xmldsig#rsa-sha1');
    expect((await slo(signed.replace(/SigAlg=[^&]+/, `SigAlg=${sha1}`))).status).toBe(400);
    expect(await alive()).toBe(200);

    const answered = await slo(signed);
    expect(answered.status).toBe(302);
    const location = answered.headers.get('location') ?? '';
    const { url, root, xml: responseXml } = await readRedirect(location);
    expect(`${url.origin}${url.pathname}`).toBe(IDP_SLO_URL);
    expect(root).toBe('LogoutResponse');
    expect(responseXml).toContain('urn:oasis:names:tc:SAML:2.0:status:Success');
    expect(url.searchParams.get('RelayState')).toBe('idp-state');
    expect(redirectSignatureHolds(location)).toBe(true);
    expect(await alive()).toBe(401);
  });

  it('signs out of Kampus first, then sends a signed LogoutRequest for the session to the provider', async () => {
    const { xml } = await answerFor('school@kampus.test', { sessionIndex: '_sp-logout' });
    const token = new URLSearchParams((await post(xml)).hash.slice(1)).get('samlToken') ?? '';
    const answer = await server.call('/en/saml/logout', { method: 'POST', token });
    expect(answer.status).toBe(200);
    const { redirect } = await json<{ redirect: string }>(answer);
    const { root, xml: requestXml } = await readRedirect(redirect);
    expect(root).toBe('LogoutRequest');
    expect(requestXml).toContain('school@kampus.test');
    expect(requestXml).toContain('_sp-logout');
    expect(redirectSignatureHolds(redirect)).toBe(true);
    expect((await server.call('/api/users?itemsPerPage=1', { token })).status).toBe(401);
    // A password session has nothing to end at the provider.
    const byPassword = await server.login('school@kampus.test');
    const plain = await server.call('/en/saml/logout', { method: 'POST', token: byPassword.token });
    expect(await json(plain)).toEqual({ redirect: null });
  });
});

describe('SAML 2.0 sign-in, IdP-initiated allowed', () => {
  let allowing: TestServer;
  let url = '';
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    allowing = await startServer({ KAMPUS_PUBLIC_URL: url, ...samlEnv({ SAML_ALLOW_IDP_INITIATED: '1' }) }, { port });
  });
  afterAll(async () => {
    await allowing?.close();
  });

  it('accepts an unsolicited response once: the same assertion again is refused by its ID', async () => {
    const { xml } = samlResponse({
      email: 'school@kampus.test',
      audience: `${url}/saml/metadata`,
      acsUrl: `${url}/saml/acs`,
    });
    const postHere = (relayState?: string) =>
      allowing.call('/saml/acs', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          SAMLResponse: base64(xml),
          ...(relayState ? { RelayState: relayState } : {}),
        }).toString(),
      });
    const landed = new URL((await postHere('https://evil.example/')).headers.get('location') ?? '');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('samlToken')).toBeTruthy();
    // A RelayState that would leave Kampus is dropped.
    expect(fragment.get('next')).toBe('/');
    // No request to spend this time, so its assertion ID alone refuses it.
    const again = new URL((await postHere()).headers.get('location') ?? '');
    expect(again.searchParams.get('samlError')).toBe('saml.replayed');
  });
});

describe('SAML 2.0 sign-in, not configured', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startServer({});
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('is off: no button, every route 404', async () => {
    expect(await json(await plain.call('/en/saml/provider'))).toEqual({ name: null, providers: [] });
    expect((await plain.call('/saml/metadata')).status).toBe(404);
    expect((await plain.call('/en/saml/login', { redirect: 'manual' })).status).toBe(404);
    for (const path of ['/saml/acs', '/saml/slo']) {
      const answer = await plain.call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'SAMLResponse=x',
      });
      expect(answer.status).toBe(404);
    }
  });
});
