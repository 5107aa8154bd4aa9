import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

/**
 * LTI 1.3 and LTI Advantage, Kampus the platform (issue 34, part 2; docs/lti.md): the launch a
 * signed-in person starts, the OpenID Connect steps a tool takes (its sign-in request, the
 * platform's keys), and the services a tool calls with a token of `/lti/token` (Names and Role
 * Provisioning, Assignment and Grade Services). The protocol's endpoints are anonymous to the
 * engine: their run functions check the tool's own credentials and answer in LTI's words.
 */

/** The scopes a tool's token may carry: the roster of its contexts, and their gradebook (AGS). */
export const LTI_SCOPES = {
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  lineItems: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemsRead: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  results: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  scores: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

const protocol = { tags: ['lti'], access: 'anonymous', tenancyHeaders: false } as const;
const raw = z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'validation.invalid_body' });
const short = z.string().max(2000, { error: 'validation.too_long' }).optional();
const CONTEXT = 'a launch context (`<class>-<course>`), resolved in the reach of the person who registered the tool';
const LINE_ITEM = 'a line item: a gradebook assignment the tool made in the context';
const contextParams = z.object({ context: z.string().max(40) });
const itemParams = z.object({ context: z.string().max(40), item: z.string().max(20) });
const SERVICE_ERRORS = {
  400: 'A body the service cannot read',
  401: 'No valid bearer token of /lti/token',
  403: "The token's scopes do not open this service, or the context is not the tool's school's",
  404: 'No such context or line item',
} as const;

/** POST /api/lti_links/{id}/launch: where the browser goes to launch the link (the tool's sign-in start). */
export const ltiLaunchAction = defineAction({
  name: 'ltiLaunch',
  method: 'POST',
  path: '/api/lti_links/{id}/launch',
  summary: 'The address that launches a linked LTI tool for the caller (third-party initiated login)',
  tags: ['lti_links'],
  access: { resource: 'lti_links', operation: 'read' },
  record: { resource: 'lti_links', operation: 'read', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({ url: z.string() }),
  responses: { 404: 'No such link in reach' },
});

/** GET /lti/jwks: the platform's public keys, which tools verify its id_tokens with. */
export const ltiJwksAction = defineAction({
  ...protocol,
  name: 'ltiJwks',
  method: 'GET',
  path: '/lti/jwks',
  summary: "LTI 1.3: the platform's public signing keys (JWKS)",
  output: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
});

/** GET /lti/authorize: the tool's authentication request; answers a form that posts the id_token to the tool. */
export const ltiAuthorizeAction = defineAction({
  ...protocol,
  name: 'ltiAuthorize',
  method: 'GET',
  path: '/lti/authorize',
  summary: 'LTI 1.3: the OpenID Connect authentication request of a launch (answers a self-posting form)',
  responseType: 'text/html',
  input: {
    query: z.object({
      scope: short,
      response_type: short,
      response_mode: short,
      prompt: short,
      client_id: short,
      redirect_uri: short,
      login_hint: short,
      lti_message_hint: short,
      state: short,
      nonce: short,
    }),
  },
  responses: { 400: 'A request that is not a launch this platform started (a page saying so)' },
});

/** POST /lti/token: OAuth 2.0 client credentials with a signed JWT assertion (RFC 7523), as LTI Advantage asks. */
export const ltiTokenAction = defineAction({
  ...protocol,
  name: 'ltiToken',
  method: 'POST',
  path: '/lti/token',
  summary: "LTI Advantage: an access token for a tool's services (client_credentials, private_key_jwt)",
  requestType: 'application/x-www-form-urlencoded',
  maxBytes: 16 * 1024,
  input: { body: raw },
  output: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  }),
  responses: { 400: 'OAuth error: unsupported_grant_type, invalid_scope, invalid_request', 401: 'invalid_client' },
});

/** GET /lti/contexts/{context}/memberships: Names and Role Provisioning Services 2.0. */
export const ltiMembershipsAction = defineAction({
  ...protocol,
  name: 'ltiMemberships',
  method: 'GET',
  path: '/lti/contexts/{context}/memberships',
  summary: "LTI NRPS 2.0: the context's members (the class's students, its teachers of the course)",
  responseType: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
  notARecord: CONTEXT,
  input: { params: contextParams, query: z.object({ role: short, limit: short }) },
  responses: SERVICE_ERRORS,
});

/** GET, POST /lti/contexts/{context}/lineitems: AGS 2.0 line items container. */
export const ltiLineItemsAction = defineAction({
  ...protocol,
  name: 'ltiLineItems',
  method: 'GET',
  path: '/lti/contexts/{context}/lineitems',
  summary: "LTI AGS 2.0: the tool's line items of the context",
  responseType: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  notARecord: CONTEXT,
  input: {
    params: contextParams,
    query: z.object({ resource_link_id: short, resource_id: short, tag: short, limit: short }),
  },
  responses: SERVICE_ERRORS,
});

export const ltiLineItemCreateAction = defineAction({
  ...protocol,
  name: 'ltiLineItemCreate',
  method: 'POST',
  path: '/lti/contexts/{context}/lineitems',
  summary: 'LTI AGS 2.0: a new line item (a gradebook assignment of the context’s class and course)',
  requestType: 'application/vnd.ims.lis.v2.lineitem+json',
  responseType: 'application/vnd.ims.lis.v2.lineitem+json',
  status: 201,
  maxBytes: 64 * 1024,
  notARecord: CONTEXT,
  input: { params: contextParams, body: raw },
  responses: SERVICE_ERRORS,
});

export const ltiLineItemAction = defineAction({
  ...protocol,
  name: 'ltiLineItem',
  method: 'GET',
  path: '/lti/contexts/{context}/lineitems/{item}',
  summary: 'LTI AGS 2.0: one line item',
  responseType: 'application/vnd.ims.lis.v2.lineitem+json',
  notARecord: LINE_ITEM,
  input: { params: itemParams },
  responses: SERVICE_ERRORS,
});

export const ltiLineItemUpdateAction = defineAction({
  ...protocol,
  name: 'ltiLineItemUpdate',
  method: 'PUT',
  path: '/lti/contexts/{context}/lineitems/{item}',
  summary: "LTI AGS 2.0: a line item's label, maximum, tag and dates",
  requestType: 'application/vnd.ims.lis.v2.lineitem+json',
  responseType: 'application/vnd.ims.lis.v2.lineitem+json',
  maxBytes: 64 * 1024,
  notARecord: LINE_ITEM,
  input: { params: itemParams, body: raw },
  responses: SERVICE_ERRORS,
});

export const ltiLineItemDeleteAction = defineAction({
  ...protocol,
  name: 'ltiLineItemDelete',
  method: 'DELETE',
  path: '/lti/contexts/{context}/lineitems/{item}',
  summary: 'LTI AGS 2.0: deletes a line item and its scores',
  status: 204,
  notARecord: LINE_ITEM,
  input: { params: itemParams },
  responses: SERVICE_ERRORS,
});

/** POST .../lineitems/{item}/scores: a student's score, written into the gradebook. */
export const ltiScoreAction = defineAction({
  ...protocol,
  name: 'ltiScore',
  method: 'POST',
  path: '/lti/contexts/{context}/lineitems/{item}/scores',
  summary: "LTI AGS 2.0: a student's score on a line item (into the gradebook, through its one write path)",
  requestType: 'application/vnd.ims.lis.v1.score+json',
  status: 204,
  maxBytes: 64 * 1024,
  notARecord: LINE_ITEM,
  input: { params: itemParams, body: raw },
  responses: { ...SERVICE_ERRORS, 409: 'A score older than the one on record', 422: 'A score the gradebook refuses' },
});

export const ltiResultsAction = defineAction({
  ...protocol,
  name: 'ltiResults',
  method: 'GET',
  path: '/lti/contexts/{context}/lineitems/{item}/results',
  summary: "LTI AGS 2.0: the line item's results (the gradebook's scores)",
  responseType: 'application/vnd.ims.lis.v2.resultcontainer+json',
  notARecord: LINE_ITEM,
  input: { params: itemParams, query: z.object({ user_id: short, limit: short }) },
  responses: SERVICE_ERRORS,
});
