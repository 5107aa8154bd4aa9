import { z } from 'zod';
import { defineAction } from './define.ts';
import { langParam } from './params.ts';

/** The partner sites of the spec's sso routes. */
export const ssoPartners = ['vcloud', 'dijidemi'] as const;
export type SsoPartner = (typeof ssoPartners)[number];

/**
 * GET /{lang}/sso/{partner}: the partner's address with a signed, short-lived token (a JWT naming
 * the user, their school and the partner as audience) that the partner verifies with its secret.
 * Only students and parents sign on to partners (students spec section 2).
 */
export const ssoAction = defineAction({
  name: 'ssoPartner',
  method: 'GET',
  path: '/{lang}/sso/{partner}',
  summary: 'A signed sign-on address for a partner site (students and parents)',
  tags: ['sso'],
  // Signed in; the run refuses everyone but students and parents with the spec's own reason.
  access: 'signedIn',
  input: { params: z.object({ lang: langParam, partner: z.enum(ssoPartners) }) },
  output: z.object({ url: z.string() }),
  responses: { 403: 'Not a student or parent', 503: 'This partner is not set up on this server' },
});

/** The public site links of the login page and the layout (marketing, privacy, terms). */
export const siteLinks = z.object({
  marketing: z.string().nullable(),
  privacy: z.string().nullable(),
  terms: z.string().nullable(),
});

/** GET /{lang}/site-links: where the marketing, privacy and terms links lead, from the server's configuration. */
export const siteLinksAction = defineAction({
  name: 'siteLinks',
  method: 'GET',
  path: '/{lang}/site-links',
  summary: 'Targets of the marketing, privacy and terms links',
  tags: ['ops'],
  access: 'anonymous',
  tenancyHeaders: false,
  input: { params: z.object({ lang: langParam }) },
  output: siteLinks,
});
