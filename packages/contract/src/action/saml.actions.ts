import { z } from 'zod';
import { defineAction } from './define.ts';
import { langParams } from './params.ts';

/**
 * SAML 2.0 sign-in through a school group's own identity provider (docs/saml.md), beside OpenID
 * Connect. The browser routes answer redirects, never JSON; the paths without a language are the
 * addresses registered at the provider, one for every language.
 */

/** The IdP posts these as a form (HTTP-POST binding): the raw bytes, read by the server. */
const formBody = z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'validation.invalid_body' });

/** A SAML message of a few certificates and attributes; far larger is no provider's. */
const SAML_MAX_BYTES = 256 * 1024;

/**
 * A provider the login page offers: `installation` for the one set by environment variables,
 * else a school group's own (`saml_providers`) by its id.
 */
const samlOfferedProvider = z.object({ key: z.string(), name: z.string() });

/**
 * GET /{lang}/saml/provider: the providers the login page offers, one "Sign in with <name>" each;
 * `name` is the first's (null when none), as the page read it before groups had their own.
 */
export const samlProviderAction = defineAction({
  name: 'samlProvider',
  method: 'GET',
  path: '/{lang}/saml/provider',
  summary: 'The SAML identity providers the login page offers, if any',
  tags: ['auth'],
  access: 'anonymous',
  input: { params: langParams },
  output: z.object({ name: z.string().nullable(), providers: z.array(samlOfferedProvider) }),
});

/** GET /saml/metadata: the service provider's metadata, for the identity provider's administrator. */
export const samlMetadataAction = defineAction({
  name: 'samlMetadata',
  method: 'GET',
  path: '/saml/metadata',
  summary: "The SAML service provider's metadata (entity id, Assertion Consumer Service, single logout, certificate)",
  tags: ['auth'],
  access: 'anonymous',
  responseType: 'application/samlmetadata+xml',
  responses: { 404: 'No SAML identity provider is configured' },
});

/** GET /{lang}/saml/login: sends the browser to the provider with an AuthnRequest (HTTP-Redirect binding). */
export const samlLoginAction = defineAction({
  name: 'samlLogin',
  method: 'GET',
  path: '/{lang}/saml/login',
  summary: "Start a SAML sign-in: redirect to the identity provider's single sign-on service",
  tags: ['auth'],
  access: 'anonymous',
  input: {
    params: langParams,
    // Where the web app goes once signed in (a path of Kampus), carried as the RelayState; which
    // provider (a key the provider list gave; the first offered when absent).
    query: z.object({ next: z.string().max(512).optional(), provider: z.string().max(20).optional() }),
  },
  status: 302,
  responses: { 404: 'No SAML identity provider is configured' },
});

/** POST /saml/acs: the Assertion Consumer Service (HTTP-POST binding). */
export const samlAcsAction = defineAction({
  name: 'samlAcs',
  method: 'POST',
  path: '/saml/acs',
  summary: 'Finish a SAML sign-in: redirect to the web app signed in, or to its login page with the reason',
  tags: ['auth'],
  access: 'anonymous',
  tenancyHeaders: false,
  requestType: 'application/x-www-form-urlencoded',
  maxBytes: SAML_MAX_BYTES,
  input: { body: formBody },
  status: 302,
  responses: { 404: 'No SAML identity provider is configured' },
});

/**
 * POST /{lang}/saml/logout: ends the caller's session first, then answers where the browser goes
 * to end the provider's (a signed LogoutRequest), or null when the session did not come from SAML.
 */
export const samlLogoutAction = defineAction({
  name: 'samlLogout',
  method: 'POST',
  path: '/{lang}/saml/logout',
  summary: "Sign out of Kampus and answer the identity provider's single logout address",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: z.object({ redirect: z.string().nullable() }),
  responses: { 404: 'No SAML identity provider is configured' },
});

/**
 * POST /saml/slo: single logout (HTTP-POST binding). A LogoutRequest of the provider ends the
 * sessions of its NameID (and SessionIndex) and is answered by a signed LogoutResponse; the
 * provider's LogoutResponse to our own request ends on the login page.
 */
export const samlSingleLogoutAction = defineAction({
  name: 'samlSingleLogout',
  method: 'POST',
  path: '/saml/slo',
  summary: 'SAML single logout: a LogoutRequest or LogoutResponse of the identity provider',
  tags: ['auth'],
  access: 'anonymous',
  tenancyHeaders: false,
  transactional: true,
  requestType: 'application/x-www-form-urlencoded',
  maxBytes: SAML_MAX_BYTES,
  input: { body: formBody },
  status: 302,
  responses: { 404: 'No SAML identity provider or no single logout is configured' },
});

/** A field of a redirect-bound message: deflated and base64-encoded, or a RelayState or signature. */
const redirectField = (max: number) => z.string().max(max).optional();

/**
 * GET /saml/slo: single logout by the HTTP-Redirect binding (Entra ID and AD FS send logout this
 * way). The same messages as the POST binding's, their signature over the query as sent (bindings
 * 3.4.4.1): a LogoutRequest without one is refused, as an unsigned POSTed one is.
 */
export const samlSingleLogoutRedirectAction = defineAction({
  name: 'samlSingleLogoutRedirect',
  method: 'GET',
  path: '/saml/slo',
  summary:
    'SAML single logout by the HTTP-Redirect binding: a LogoutRequest or LogoutResponse of the identity provider',
  tags: ['auth'],
  access: 'anonymous',
  tenancyHeaders: false,
  transactional: true,
  input: {
    query: z.object({
      SAMLRequest: redirectField(SAML_MAX_BYTES),
      SAMLResponse: redirectField(SAML_MAX_BYTES),
      RelayState: redirectField(1024),
      SigAlg: redirectField(200),
      Signature: redirectField(4096),
    }),
  },
  status: 302,
  responses: { 404: 'No SAML identity provider or no single logout is configured' },
});
