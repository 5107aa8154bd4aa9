import { apiKeyContext, type ApiKeyContext } from '../../core/api-key-context.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import { apiKeySession, noteApiKeyUse } from '../developer/api-key-auth.ts';
import { ScimError } from './scim-errors.ts';

export type ScimContext = ApiKeyContext;

const unauthorised = () => new ScimError(401, 'A valid Kampus API key is required as the bearer token.');

/**
 * The context a SCIM request acts in: the bearer token must be a live Kampus API key (a browser
 * session's token is refused: provisioning is a standing credential an IT person pastes into
 * Entra, and a key is exactly that). The key is checked as on `/api` (signature, row, hash,
 * revocation; bad keys rate-limited per address, 429 then); its session's caller and reach are
 * the user's own, so SCIM sees and changes what that user may on the admin screens.
 */
export const scimContext = async (
  services: Services,
  authorization: string | undefined,
  ip: string,
): Promise<ScimContext> => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw unauthorised();
  let key;
  try {
    key = await apiKeySession(services, token, ip);
  } catch (error) {
    if (error instanceof Problem && error.status === 401) throw unauthorised();
    if (error instanceof Problem && error.status === 429)
      throw new ScimError(429, 'Too many bad keys from this address; try again later.');
    throw error;
  }
  if (!key) throw unauthorised();
  const context = await apiKeyContext(services, key.sessionId, key.keyId, ip);
  if (!context) throw unauthorised();
  await noteApiKeyUse(services, key.keyId);
  return context;
};
