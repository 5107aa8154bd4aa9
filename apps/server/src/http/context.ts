import {
  confirmTotpAction,
  listPasskeysAction,
  logoutAction,
  parseId,
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
  secondFactorStatusAction,
  startTotpAction,
} from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller, RequestContext } from '../core/caller.ts';
import { forbidden, unauthorized } from '../core/problem.ts';
import { computeReach, loadSchoolTree, subtree } from '../core/tenancy.ts';
import { prepared } from '../db/prepared.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import { loadSessionCaller, sessionUsable } from '../core/session-caller.ts';
import { tokenSessionId } from '../modules/auth/sessions.ts';
import { apiKeySession, noteApiKeyUse } from '../modules/developer/api-key-auth.ts';
import { holdReaderLanguage } from '../modules/notifications/reader-language.ts';
import { requestLanguage, statedLanguage } from './language.ts';
import type { Services } from './services.ts';

const bearer = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

const headerId = (request: FastifyRequest, name: string): number | null => {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '' || value === '0') return null;
  // An id no row can have (not digits, or beyond int4) is refused like a school out of reach.
  const id = parseId(value);
  if (id === undefined) throw forbidden(name === 'schoolId' ? 'errors.school_forbidden' : 'errors.season_forbidden');
  return id;
};

/** The school a season belongs to (the web client sends the season on every call): one prepared lookup. */
const seasonSchool = async (services: Services, seasonId: number): Promise<number | null> => {
  const [season] = await prepared(services.db, 'kampus_season_school', (db) => {
    const seasons = resourceTable('seasons');
    return db
      .select({ school: col(seasons, 'school') })
      .from(seasons)
      .where(eq(col(seasons, 'id'), sql.placeholder('id')))
      .limit(1)
      .prepare('kampus_season_school');
  }).execute({ id: seasonId });
  return season ? Number(season.school) : null;
};

/**
 * What a session held to enrolment reaches (the group's policy wants a second factor the person
 * has not set up): enrolling one (an authenticator app or a passkey), and signing out. Everything
 * else is 403 until the first code or passkey.
 */
const ENROLMENT_ROUTES: ReadonlySet<string> = new Set(
  [
    secondFactorStatusAction,
    startTotpAction,
    confirmTotpAction,
    passkeyRegistrationOptionsAction,
    registerPasskeyAction,
    listPasskeysAction,
    logoutAction,
  ].map((action) => action.path.replace(/\{(\w+)\}/g, ':$1')),
);

const authenticate = async (services: Services, request: FastifyRequest): Promise<Caller> => {
  const token = bearer(request);
  if (!token) throw unauthorized();
  // An API key stands on a session of its own, so from here on it is a signed-in user like any other.
  const apiKey = await apiKeySession(services, token, request.ip);
  const sessionId = apiKey ? apiKey.sessionId : await tokenSessionId(services.key, token);
  // The session row is read once per node and kept until the database reports a change.
  const session =
    sessionId === null
      ? null
      : await services.cache.remember('callers', sessionId, () => loadSessionCaller(services.db, sessionId));
  if (!session || !sessionUsable(session)) {
    throw unauthorized(apiKey ? 'developer.invalid_api_key' : 'errors.invalid_token');
  }
  if (apiKey) await noteApiKeyUse(services, apiKey.keyId);
  if (session.caller.enrolOnly && !ENROLMENT_ROUTES.has(request.routeOptions.url ?? '')) {
    throw forbidden('second_factor.enrolment_required');
  }
  return session.caller;
};

/**
 * The signed-in caller with their reach, narrowed by the `schoolId` header to the active
 * school's subtree. A school or season outside the caller's reach is 403 (api-contract, tenancy).
 */
export const requestContext = async (services: Services, request: FastifyRequest): Promise<RequestContext> => {
  const caller = await authenticate(services, request);
  const language = requestLanguage(request);
  // What their notices are written in (when the call says a language), recorded once it succeeds.
  const stated = statedLanguage(request);
  if (stated !== null) holdReaderLanguage(request, caller, stated);
  const tree = (await services.cache.remember('tree', 'all', () => loadSchoolTree(services.db))) ?? [];
  const reach = computeReach(tree, caller);
  const activeSchoolId = headerId(request, 'schoolId');
  if (activeSchoolId !== null && !reach.has(activeSchoolId)) throw forbidden('errors.school_forbidden');
  const scope =
    activeSchoolId === null ? reach : new Set([...subtree(tree, [activeSchoolId])].filter((id) => reach.has(id)));
  const activeSeasonId = headerId(request, 'seasonId');
  if (activeSeasonId !== null) {
    const school = await services.cache.remember('seasons', String(activeSeasonId), () =>
      seasonSchool(services, activeSeasonId),
    );
    if (school === null || !scope.has(school)) throw forbidden('errors.season_forbidden');
  }
  return { caller, language, reach, scope, activeSchoolId, activeSeasonId, ip: request.ip, requestId: request.id };
};

/**
 * The signed-in caller with their whole reach, the `schoolId`/`seasonId` headers unread: for
 * calls about the session itself (logout, leaving an impersonation), which a stale header must not block.
 */
export const callerContext = async (services: Services, request: FastifyRequest): Promise<RequestContext> => {
  const caller = await authenticate(services, request);
  const tree = (await services.cache.remember('tree', 'all', () => loadSchoolTree(services.db))) ?? [];
  const reach = computeReach(tree, caller);
  return {
    caller,
    language: requestLanguage(request),
    reach,
    scope: reach,
    activeSchoolId: null,
    activeSeasonId: null,
    ip: request.ip,
    requestId: request.id,
  };
};
