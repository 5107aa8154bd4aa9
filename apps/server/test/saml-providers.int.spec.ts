import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, json, startServer, type TestServer } from './harness.ts';
import {
  IDP_CERT,
  IDP_ENTITY_ID,
  SP_CERT,
  SP_KEY,
  base64,
  idpMetadata,
  logoutRequest,
  readRedirect,
  redirectSignatureHolds,
  samlResponse,
  type ResponseOptions,
} from './support/saml-idp.ts';

/*
 * A school group's own SAML identity provider (docs/saml.md, "A school group's own provider"):
 * headquarters staff register it, the login page offers it, and it signs in the people of its
 * school and those below it, no one else; its logout messages end only its own sessions. No
 * provider is set by environment variables here: the installation has Kampus's key only.
 */
const GROUP_SSO = 'https://idp.group.test/sso';
const GROUP_SLO = 'https://idp.group.test/slo';
const OTHER_ISSUER = 'https://idp.other-group.test/saml';

let server: TestServer;
let publicUrl = '';
let acsUrl = '';
let audience = '';
let hqToken = '';
let highSchool = 0;
let headquarters = 0;

const providerBody = (overrides: Record<string, unknown> = {}) => ({
  school: highSchool,
  name: 'High School ID',
  idpEntityId: IDP_ENTITY_ID,
  ssoUrl: GROUP_SSO,
  sloUrl: GROUP_SLO,
  certificates: IDP_CERT,
  ...overrides,
});

const create = (body: Record<string, unknown>, token = hqToken) =>
  server.call('/api/saml_providers', {
    method: 'POST',
    json: body,
    token,
    headers: { 'x-school-id': String(body.school) },
  });

/** Starts a sign-in through one provider, as its button does. */
const startSignIn = async (provider: string) => {
  const response = await server.call(`/en/saml/login?provider=${provider}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const { url, attributes } = await readRedirect(location);
  return { requestId: attributes.ID ?? '', url, location };
};

const post = async (xml: string, path = '/saml/acs'): Promise<URL> => {
  const response = await server.call(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: base64(xml), RelayState: '/' }).toString(),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
};

const signIn = async (provider: string, email: string, options: Partial<ResponseOptions> = {}) => {
  const { requestId } = await startSignIn(provider);
  const landed = await post(samlResponse({ email, inResponseTo: requestId, audience, acsUrl, ...options }).xml);
  return {
    refusal: landed.searchParams.get('samlError'),
    token: new URLSearchParams(landed.hash.slice(1)).get('samlToken') ?? '',
  };
};

const alive = async (token: string): Promise<boolean> =>
  (await server.call('/api/users?itemsPerPage=1', { token })).status === 200;

describe("a school group's own SAML identity provider", () => {
  let providerKey = '';

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    acsUrl = `${publicUrl}/saml/acs`;
    audience = `${publicUrl}/saml/metadata`;
    server = await startServer(
      { KAMPUS_PUBLIC_URL: publicUrl, SAML_SP_PRIVATE_KEY: SP_KEY, SAML_SP_CERT: SP_CERT },
      { port },
    );
    hqToken = (await server.login('hq@kampus.test')).token;
    const [high] = await server.sql("select id from schools where title = 'Demo High School'");
    const [hq] = await server.sql("select id from schools where type = 'headquarters' order by id limit 1");
    highSchool = Number(high?.id);
    headquarters = Number(hq?.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is offered by no button and answers no route until one is registered', async () => {
    expect(await json(await server.call('/en/saml/provider'))).toEqual({ name: null, providers: [] });
    expect((await server.call('/saml/metadata')).status).toBe(404);
    expect((await server.call('/en/saml/login', { redirect: 'manual' })).status).toBe(404);
  });

  it('refuses what is not a certificate, naming the field, and a school administrator altogether; saves nothing', async () => {
    const garbled = await create(providerBody({ certificates: 'MIIC-not-a-certificate' }));
    expect(garbled.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(garbled);
    expect(problem.violations.map((violation) => violation.propertyPath)).toEqual(['certificates']);
    expect(problem.violations[0]?.message).toMatch(/PEM/);
    const key = await create(providerBody({ certificates: SP_KEY }));
    expect(key.status).toBe(422);
    const school = await create(providerBody(), (await server.login('school@kampus.test')).token);
    expect(school.status).toBe(403);
    expect(await server.sql('select id from saml_providers')).toEqual([]);
  });

  it('is registered by headquarters for the high school and offered on the login page', async () => {
    const created = await create(providerBody({ certificates: `\r\n${IDP_CERT.replace(/\n/g, '\r\n')}\r\n` }));
    expect(created.status).toBe(201);
    const row = await json<{ id: number; certificates: string }>(created);
    providerKey = String(row.id);
    // Kept as the library reads it: the PEM block alone, line ends as Unix writes them.
    expect(row.certificates).toBe(IDP_CERT.trim());
    expect(await json(await server.call('/en/saml/provider'))).toEqual({
      name: 'High School ID',
      providers: [{ key: providerKey, name: 'High School ID' }],
    });
    const metadata = await server.call('/saml/metadata');
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toContain(`entityID="${audience}"`);
  });

  it('sends a signed AuthnRequest to the group’s own single sign-on address', async () => {
    const { url, location } = await startSignIn(providerKey);
    expect(`${url.origin}${url.pathname}`).toBe(GROUP_SSO);
    expect(redirectSignatureHolds(location)).toBe(true);
    // No provider of that key: 404, nothing sent anywhere.
    expect((await server.call('/en/saml/login?provider=999999', { redirect: 'manual' })).status).toBe(404);
    expect((await server.call('/en/saml/login?provider=installation', { redirect: 'manual' })).status).toBe(404);
  });

  it('signs in a person of the high school and refuses one of another school of the group as unknown', async () => {
    const inside = await signIn(providerKey, 'school@kampus.test');
    expect(inside.refusal).toBeNull();
    expect(await alive(inside.token)).toBe(true);
    const elsewhere = await signIn(providerKey, 'school2@kampus.test');
    expect(elsewhere.refusal).toBe('saml.unknown_email');
    expect(elsewhere.token).toBe('');
    // Headquarters are above the high school, not in it.
    expect((await signIn(providerKey, 'hq@kampus.test')).refusal).toBe('saml.unknown_email');
  });

  it('checks an answer against the provider the request went to, not the one it claims to be', async () => {
    const other = await create(
      providerBody({
        school: headquarters,
        name: 'Group ID',
        idpEntityId: OTHER_ISSUER,
        ssoUrl: 'https://idp.other-group.test/sso',
        sloUrl: null,
      }),
    );
    expect(other.status).toBe(201);
    const otherKey = String((await json<{ id: number }>(other)).id);
    const offered = await json<{ providers: { key: string; name: string }[] }>(await server.call('/en/saml/provider'));
    expect(offered.providers.map((provider) => provider.name)).toEqual(['Group ID', 'High School ID']);
    // A request to the group's provider answered under the high school's issuer: refused, nobody signed in.
    const crossed = await signIn(otherKey, 'school@kampus.test', { issuer: IDP_ENTITY_ID });
    expect(crossed.refusal).not.toBeNull();
    expect(crossed.token).toBe('');
    // Its own issuer: the group's provider signs in anyone of the group, the middle school's too.
    const own = await signIn(otherKey, 'school2@kampus.test', { issuer: OTHER_ISSUER });
    expect(own.refusal).toBeNull();
    expect(await alive(own.token)).toBe(true);
  });

  it('ends only its own sessions on its signed LogoutRequest, and sends a logout back to the provider that began one', async () => {
    const sessionIndex = '_group-session';
    const mine = await signIn(providerKey, 'school@kampus.test', { sessionIndex });
    const byOther = await signIn(
      String((await server.sql(`select id from saml_providers where idp_entity_id = '${OTHER_ISSUER}'`))[0]?.id),
      'school@kampus.test',
      { issuer: OTHER_ISSUER, sessionIndex },
    );
    expect(await alive(mine.token)).toBe(true);
    expect(await alive(byOther.token)).toBe(true);

    const signed = logoutRequest({ nameId: 'school@kampus.test', sessionIndex, destination: `${publicUrl}/saml/slo` });
    const answered = await server.call('/saml/slo', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLRequest: base64(signed) }).toString(),
    });
    expect(answered.status).toBe(302);
    const { url, root } = await readRedirect(answered.headers.get('location') ?? '');
    expect(root).toBe('LogoutResponse');
    expect(`${url.origin}${url.pathname}`).toBe(GROUP_SLO);
    expect(await alive(mine.token)).toBe(false);
    // The same NameID through the other provider is that provider's session: it stays.
    expect(await alive(byOther.token)).toBe(true);

    const again = await signIn(providerKey, 'school@kampus.test', { sessionIndex: '_sp-logout' });
    const logout = await json<{ redirect: string }>(
      await server.call('/en/saml/logout', { method: 'POST', token: again.token }),
    );
    const request = await readRedirect(logout.redirect);
    expect(request.root).toBe('LogoutRequest');
    expect(`${request.url.origin}${request.url.pathname}`).toBe(GROUP_SLO);
    expect(request.xml).toContain('_sp-logout');
    expect(await alive(again.token)).toBe(false);
  });

  it('is no longer offered nor accepted once turned off, and the sessions it began end', async () => {
    const before = await signIn(providerKey, 'school@kampus.test');
    const byPassword = (await server.login('school@kampus.test')).token;
    expect(await alive(before.token)).toBe(true);
    const { requestId } = await startSignIn(providerKey);
    const off = await server.call(`/api/saml_providers/${providerKey}`, {
      method: 'PATCH',
      json: { isActive: false },
      token: hqToken,
      headers: { 'content-type': 'application/merge-patch+json', 'x-school-id': String(highSchool) },
    });
    expect(off.status).toBe(200);
    // What it vouched for ends with it; the same person's password session stays.
    expect(await alive(before.token)).toBe(false);
    expect(await alive(byPassword)).toBe(true);
    const offered = await json<{ providers: { key: string }[] }>(await server.call('/en/saml/provider'));
    expect(offered.providers.map((provider) => provider.key)).not.toContain(providerKey);
    expect((await server.call(`/en/saml/login?provider=${providerKey}`, { redirect: 'manual' })).status).toBe(404);
    // An answer to a request made before it was turned off finds no provider to sign in through.
    const late = await post(
      samlResponse({ email: 'school@kampus.test', inResponseTo: requestId, audience, acsUrl }).xml,
    );
    expect(late.searchParams.get('samlError')).not.toBeNull();
    expect(late.hash).toBe('');
  });

  it('is registered from its pasted metadata alone, and signs in through what the metadata says', async () => {
    const entityId = 'https://idp.pasted-group.test/saml';
    const sso = 'https://idp.pasted-group.test/sso';
    const metadata = idpMetadata({ entityId, ssoUrl: sso, sloUrl: 'https://idp.pasted-group.test/slo' });
    const refusedOn = async (body: Record<string, unknown>): Promise<string[]> => {
      const response = await create({ school: highSchool, name: 'Pasted ID', ...body });
      expect(response.status).toBe(422);
      const problem = await json<{ violations: { propertyPath: string }[] }>(response);
      return problem.violations.map((violation) => violation.propertyPath);
    };
    const stored = async () => (await server.sql('select name from saml_providers order by id')).map((row) => row.name);
    const before = await stored();
    expect(await refusedOn({ metadata: '<html><body>Sign in</body></html>' })).toEqual(['metadata']);
    // An external entity is never fetched: such a document is refused as it stands.
    const hostile = metadata.replace(
      '<md:EntityDescriptor',
      '<!DOCTYPE m [<!ENTITY e SYSTEM "file:///etc/passwd">]><md:EntityDescriptor',
    );
    expect(await refusedOn({ metadata: hostile.replace(`entityID="${entityId}"`, 'entityID="&e;"') })).toEqual([
      'metadata',
    ]);
    // Sign-on by POST only: Kampus sends by Redirect, so the address is missing, by its name.
    const postOnly = metadata.replace(/<md:SingleSignOnService[^>]*HTTP-Redirect[^>]*\/>/, '');
    expect(await refusedOn({ metadata: postOnly })).toEqual(['ssoUrl']);
    expect(await refusedOn({})).toEqual(['idpEntityId', 'ssoUrl', 'certificates']);
    expect(await stored()).toEqual(before);

    const created = await create({ school: highSchool, name: 'Pasted ID', metadata });
    expect(created.status).toBe(201);
    const row = await json<{ id: number }>(created);
    // The Redirect services and the signing certificate; the encryption key is not a signing one.
    expect(row).toMatchObject({
      idpEntityId: entityId,
      ssoUrl: sso,
      sloUrl: 'https://idp.pasted-group.test/slo',
      certificates: IDP_CERT.trim(),
    });
    const key = String(row.id);
    const { url } = await startSignIn(key);
    expect(`${url.origin}${url.pathname}`).toBe(sso);
    const signedIn = await signIn(key, 'school@kampus.test', { issuer: entityId });
    expect(signedIn.refusal).toBeNull();
    expect(await alive(signedIn.token)).toBe(true);

    // A new paste replaces what the last one gave; a field typed in the same change wins over it.
    const moved = idpMetadata({ entityId, ssoUrl: sso, sloUrl: 'https://idp.pasted-group.test/logout' });
    const patched = await server.call(`/api/saml_providers/${key}`, {
      method: 'PATCH',
      json: { metadata: moved, ssoUrl: 'https://idp.pasted-group.test/typed' },
      token: hqToken,
      headers: { 'content-type': 'application/merge-patch+json', 'x-school-id': String(highSchool) },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      sloUrl: 'https://idp.pasted-group.test/logout',
      ssoUrl: 'https://idp.pasted-group.test/typed',
    });

    // Removed: the session it began ends in the same transaction.
    expect(await alive(signedIn.token)).toBe(true);
    const removed = await server.call(`/api/saml_providers/${key}`, {
      method: 'DELETE',
      token: hqToken,
      headers: { 'x-school-id': String(highSchool) },
    });
    expect(removed.status).toBe(204);
    expect(await alive(signedIn.token)).toBe(false);
  });
});
