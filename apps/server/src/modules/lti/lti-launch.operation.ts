import { createHash, randomBytes } from 'node:crypto';
import { LTI_SCOPES, ltiLinks, ltiTools, type Audience } from '@kampus/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { standingContext } from '../../core/api-key-context.ts';
import type { Caller } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Services } from '../../core/services.ts';
import { loadUserCaller } from '../../core/session-caller.ts';
import { ltiLaunches } from '../../db/lti-tables.ts';
import { resolveContext, toolOfClient, type LtiLink } from './lti-context.ts';
import { platformKey } from './lti-keys.ts';

/** How long the tool has to come back with the launch's hint. */
const LAUNCH_SECONDS = 120;
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2';
const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim';
const ADMINISTRATOR = [`${LIS}/membership#Administrator`, `${LIS}/institution/person#Administrator`];

/** LTI's roles for a kind of Kampus user: the context role first, the institution's beside it. */
const ROLES: Record<Audience, readonly string[]> = {
  student: [`${LIS}/membership#Learner`, `${LIS}/institution/person#Student`],
  teacher: [`${LIS}/membership#Instructor`, `${LIS}/institution/person#Faculty`],
  parent: [`${LIS}/membership#Mentor`],
  headquarters: ADMINISTRATOR,
  campus: ADMINISTRATOR,
  school: ADMINISTRATOR,
};
export const rolesOf = (audience: Audience): readonly string[] => ROLES[audience];

export const issuerOf = (services: Services): string => services.config.accounts.publicUrl;

/**
 * The address that starts a launch of a link for the caller (LTI 1.3's third-party initiated
 * login): the tool's login URL with a one-time hint that stands for this person and link.
 */
export const startLaunch = async (services: Services, caller: Caller, link: LtiLink): Promise<{ url: string }> => {
  const tool = await system(services.db).of(ltiTools).get(link.ltiTool);
  const hint = randomBytes(24).toString('base64url');
  // Launches never come back for (a closed tab, a tool that failed) go with the next one (indexed).
  await services.db.delete(ltiLaunches).where(lt(ltiLaunches.expiresAt, new Date()));
  await services.db.insert(ltiLaunches).values({
    id: hint,
    linkId: link.id,
    userId: caller.id,
    expiresAt: new Date(Date.now() + LAUNCH_SECONDS * 1000),
  });
  const url = new URL(tool.loginUrl);
  const params = {
    iss: issuerOf(services),
    login_hint: hint,
    lti_message_hint: hint,
    target_link_uri: tool.launchUrl,
    client_id: String(tool.clientId),
    lti_deployment_id: String(tool.deploymentId),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { url: url.toString() };
};

/** Why an authentication request is refused: shown on a page, never sent to an address not registered. */
export class LaunchRefused extends Error {}

export interface AuthRequest {
  scope?: string | undefined;
  response_type?: string | undefined;
  response_mode?: string | undefined;
  client_id?: string | undefined;
  redirect_uri?: string | undefined;
  login_hint?: string | undefined;
  lti_message_hint?: string | undefined;
  state?: string | undefined;
  nonce?: string | undefined;
}

/**
 * The tool's authentication request, answered (LTI 1.3, OIDC implicit flow with form_post): the
 * registered tool, its registered launch URL, and a hint this platform gave out in the last two
 * minutes and not yet used (taken now: a second use is refused). The id_token carries the launch:
 * who (an opaque id, the roles, the name and e-mail when the tool is set to receive them), where
 * (the link, the class's course as the context) and the services' addresses.
 */
export const authorizeLaunch = async (
  services: Services,
  request: AuthRequest,
): Promise<{ redirectUri: string; idToken: string; state: string | undefined }> => {
  const tool = request.client_id ? await toolOfClient(services.db, request.client_id) : null;
  if (!tool) throw new LaunchRefused('unknown client_id');
  if (request.redirect_uri !== tool.launchUrl) throw new LaunchRefused('redirect_uri is not the tool’s launch URL');
  if (!(request.scope ?? '').split(' ').includes('openid') || request.response_type !== 'id_token')
    throw new LaunchRefused('not an OpenID Connect id_token request');
  if (request.response_mode !== 'form_post') throw new LaunchRefused('response_mode must be form_post');
  if (!request.nonce) throw new LaunchRefused('nonce missing');
  if (!request.login_hint || (request.lti_message_hint && request.lti_message_hint !== request.login_hint))
    throw new LaunchRefused('login_hint missing');
  const [launch] = await services.db
    .delete(ltiLaunches)
    .where(and(eq(ltiLaunches.id, request.login_hint), gt(ltiLaunches.expiresAt, new Date())))
    .returning();
  if (!launch) throw new LaunchRefused('launch expired or already used');
  const link = await system(services.db).of(ltiLinks).first({ id: launch.linkId });
  if (!link || link.ltiTool !== tool.id) throw new LaunchRefused('launch of another tool');
  const person = await loadUserCaller(services.db, launch.userId, { sessionId: 'lti-launch', method: 'lti-tool' });
  if (!person) throw new LaunchRefused('account may not sign in');
  const ctx = await standingContext(services, person);
  const context = await resolveContext(services.db, ctx, tool, `${link.class}-${link.course}`);
  if (!context) throw new LaunchRefused('context out of reach');

  const issuer = issuerOf(services);
  const services_ = `${issuer}/lti/contexts/${context.id}`;
  const names = tool.sendNames
    ? {
        name: `${person.name} ${person.lastName}`,
        given_name: person.name,
        family_name: person.lastName,
        email: person.email,
      }
    : {};
  const key = await platformKey(services);
  const idToken = await new SignJWT({
    nonce: request.nonce,
    azp: tool.clientId,
    ...names,
    [`${CLAIM}/message_type`]: 'LtiResourceLinkRequest',
    [`${CLAIM}/version`]: '1.3.0',
    [`${CLAIM}/deployment_id`]: tool.deploymentId,
    [`${CLAIM}/target_link_uri`]: tool.launchUrl,
    [`${CLAIM}/resource_link`]: { id: String(link.id), title: link.title },
    [`${CLAIM}/roles`]: rolesOf(person.audience),
    [`${CLAIM}/context`]: {
      id: context.id,
      label: context.klass.title,
      title: context.title,
      type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseSection'],
    },
    [`${CLAIM}/tool_platform`]: {
      guid: createHash('sha256').update(issuer).digest('hex'),
      name: 'Kampus',
      product_family_code: 'kampus',
    },
    [`${CLAIM}/launch_presentation`]: { document_target: 'window', locale: ctx.language },
    [`${CLAIM}/lis`]: { course_section_sourcedid: `class-${context.klass.id}` },
    'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
      context_memberships_url: `${services_}/memberships`,
      service_versions: ['2.0'],
    },
    'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
      scope: [LTI_SCOPES.lineItems, LTI_SCOPES.lineItemsRead, LTI_SCOPES.results, LTI_SCOPES.scores],
      lineitems: `${services_}/lineitems`,
    },
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(person.uuid)
    .setAudience(String(tool.clientId))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
  return { redirectUri: tool.launchUrl, idToken, state: request.state };
};
