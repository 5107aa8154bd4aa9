import type { Caller, RequestContext } from './caller.ts';
import type { Services } from './services.ts';
import { loadSessionCaller, sessionUsable } from './session-caller.ts';
import { computeReach, loadSchoolTree } from './tenancy.ts';

/** A request acting as an API key's user, with the key it came through. */
export type ApiKeyContext = RequestContext & { caller: Caller; keyId: string };

/**
 * The context of a request authenticated by an API key outside `/api` (OneRoster's token, SCIM):
 * the key's session, when still usable and still the key's, as its user with their whole reach,
 * exactly as the key itself would be on `/api` (the caller from the node's cache, the school
 * tree's reach). Null when the session is gone, expired or no longer the key's; the caller
 * answers that in its own standard's words.
 */
export const apiKeyContext = async (
  services: Services,
  sessionId: string,
  keyId: string,
  ip?: string,
): Promise<ApiKeyContext | null> => {
  const session = await services.cache.remember('callers', sessionId, () => loadSessionCaller(services.db, sessionId));
  if (!session || !sessionUsable(session) || session.caller.apiKeyId !== keyId) return null;
  return { ...(await standingContext(services, session.caller, ip)), keyId };
};

/**
 * The context of a standing credential's caller (an API key's session, an LTI tool's registrar):
 * the caller with their whole reach from the school tree, no active school or season, English
 * unless the standard says otherwise.
 */
export const standingContext = async (
  services: Services,
  caller: Caller,
  ip?: string,
): Promise<RequestContext & { caller: Caller }> => {
  const tree = (await services.cache.remember('tree', 'all', () => loadSchoolTree(services.db))) ?? [];
  const reach = computeReach(tree, caller);
  return {
    caller,
    language: 'en',
    reach,
    scope: reach,
    activeSchoolId: null,
    activeSeasonId: null,
    ...(ip === undefined ? {} : { ip }),
  };
};
