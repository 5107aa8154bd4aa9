import { z } from 'zod';
import { defineAction } from './define.ts';
import { langParams } from './params.ts';

/**
 * OpenID Connect sign-in through a school group's own identity provider (docs/oidc.md). Both
 * routes are browser navigations, not API calls: they answer redirects, never JSON.
 */

/** GET /{lang}/oidc/provider: whether the login page offers "Sign in with <name>", and under which name. */
export const oidcProviderAction = defineAction({
  name: 'oidcProvider',
  method: 'GET',
  path: '/{lang}/oidc/provider',
  summary: 'The OpenID Connect provider the login page offers, if any',
  tags: ['auth'],
  access: 'anonymous',
  input: { params: langParams },
  output: z.object({ name: z.string().nullable() }),
});

/** GET /{lang}/oidc/authorize: sends the browser to the provider (authorization code flow with PKCE). */
export const oidcAuthorizeAction = defineAction({
  name: 'oidcAuthorize',
  method: 'GET',
  path: '/{lang}/oidc/authorize',
  summary: "Start an OpenID Connect sign-in: redirect to the provider's authorization endpoint",
  tags: ['auth'],
  access: 'anonymous',
  input: { params: langParams },
  status: 302,
  responses: { 404: 'No OpenID Connect provider is configured' },
});

/**
 * GET /oidc/callback: the provider sends the browser back here. The path holds no language: it
 * is the redirect URI registered at the provider, one for every language.
 */
export const oidcCallbackAction = defineAction({
  name: 'oidcCallback',
  method: 'GET',
  path: '/oidc/callback',
  summary: 'Finish an OpenID Connect sign-in: redirect to the web app signed in, or to its login page with the reason',
  tags: ['auth'],
  access: 'anonymous',
  input: {
    query: z.looseObject({
      code: z.string().optional(),
      state: z.string().optional(),
      iss: z.string().optional(),
      error: z.string().optional(),
    }),
  },
  status: 302,
  responses: { 404: 'No OpenID Connect provider is configured' },
});
