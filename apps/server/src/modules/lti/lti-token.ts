import { LTI_SCOPES, ltiTools } from '@kampus/contract';
import { createRemoteJWKSet, customFetch, decodeJwt, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import { standingContext } from '../../core/api-key-context.ts';
import type { Caller, RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Services } from '../../core/services.ts';
import { loadUserCaller } from '../../core/session-caller.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import { toolOfClient, type LtiTool } from './lti-context.ts';
import { issuerOf } from './lti-launch.operation.ts';

/** A service token lives an hour, as LTI Advantage's tools expect (they ask again). */
const SERVICE_TOKEN_SECONDS = 3600;
const AUDIENCE = 'kampus:lti';
const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const GRANTABLE = new Set<string>(Object.values(LTI_SCOPES));

/** An OAuth error in RFC 6749's shape, and its status. */
export class OAuthRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

// One key set per tool's URL: jose keeps the keys and fetches again for a key id it does not know.
// Fetched through the outbound guard: a tool's URL is a school's input, never a way into the network.
const keySets = new Map<string, JWTVerifyGetKey>();
const keySet = (services: Services, url: string): JWTVerifyGetKey => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      [customFetch]: outboundFor(services.config).fetch,
    });
    keySets.set(url, set);
  }
  return set;
};

/**
 * POST /lti/token's work: the client credentials grant with a JWT the tool signed with its key
 * (RFC 7523, `private_key_jwt`), verified against the tool's published keys; the token names the
 * tool and the scopes granted (those asked that LTI Advantage defines).
 */
export const issueServiceToken = async (services: Services, form: URLSearchParams) => {
  if (form.get('grant_type') !== 'client_credentials') throw new OAuthRefused(400, 'unsupported_grant_type');
  const assertion = form.get('client_assertion');
  if (form.get('client_assertion_type') !== ASSERTION_TYPE || !assertion)
    throw new OAuthRefused(400, 'invalid_request');
  const asked = (form.get('scope') ?? '').split(' ').filter(Boolean);
  if (asked.length === 0 || !asked.every((scope) => GRANTABLE.has(scope))) throw new OAuthRefused(400, 'invalid_scope');
  let clientId: string | undefined;
  try {
    clientId = decodeJwt(assertion).iss;
  } catch {
    throw new OAuthRefused(401, 'invalid_client');
  }
  const tool = clientId ? await toolOfClient(services.db, clientId) : null;
  if (!tool || !clientId) throw new OAuthRefused(401, 'invalid_client');
  try {
    await jwtVerify(assertion, keySet(services, tool.jwksUrl), {
      issuer: clientId,
      subject: clientId,
      audience: `${issuerOf(services)}/lti/token`,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256'],
      requiredClaims: ['exp'],
    });
  } catch {
    throw new OAuthRefused(401, 'invalid_client');
  }
  const token = await new SignJWT({ ltt: tool.id, scope: asked.join(' ') })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + SERVICE_TOKEN_SECONDS)
    .sign(services.key);
  return {
    access_token: token,
    token_type: 'Bearer' as const,
    expires_in: SERVICE_TOKEN_SECONDS,
    scope: asked.join(' '),
  };
};

/** A service call refused in LTI's words (the services answer JSON errors, not problem+json). */
export class ServiceRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ServiceCall {
  tool: LtiTool;
  ctx: RequestContext & { caller: Caller };
}

/**
 * The tool a bearer token stands for, acting as the person who registered it (their reach and
 * rights, the audit trail naming them, the sign-in method `lti-tool`), if the token's scopes
 * include one of those the service needs.
 */
export const serviceCall = async (
  services: Services,
  authorization: string | undefined,
  needed: readonly string[],
  ip: string,
): Promise<ServiceCall> => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new ServiceRefused(401, 'A bearer token of /lti/token is required.');
  let claims;
  try {
    claims = (await jwtVerify(token, services.key, { algorithms: ['HS256'], audience: AUDIENCE })).payload;
  } catch {
    throw new ServiceRefused(401, 'The bearer token is not valid.');
  }
  const granted = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  if (!needed.some((scope) => granted.includes(scope)))
    throw new ServiceRefused(403, "The token's scopes do not open this service.");
  const tool =
    typeof claims.ltt === 'number' ? await system(services.db).of(ltiTools).first({ id: claims.ltt }) : undefined;
  if (!tool) throw new ServiceRefused(401, 'The tool of this token is no longer registered.');
  const caller = tool.owner
    ? await loadUserCaller(services.db, tool.owner, { sessionId: `lti:${tool.clientId}`, method: 'lti-tool' })
    : null;
  if (!caller)
    throw new ServiceRefused(403, 'The person who registered this tool can no longer act; save the tool again.');
  return { tool, ctx: await standingContext(services, caller, ip) };
};
