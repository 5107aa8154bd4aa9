import { SignJWT, jwtVerify } from 'jose';

/** Who issues, and who takes, the local Drive's access tokens: nothing else accepts them. */
const AUDIENCE = 'kampus-local-drive';

/** As long as Google's access tokens live (3599 s): the tab signs in again after that. */
export const LOCAL_DRIVE_TOKEN_SECONDS = 3599;

/**
 * An access token of the local Drive for `scope`, signed with the server's key, so that any node
 * takes a token another issued and nothing needs storing; it names no Kampus user and opens no API.
 */
export const issueLocalDriveToken = (key: Uint8Array, scope: string): Promise<string> =>
  new SignJWT({ scope })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(AUDIENCE)
    .setAudience(AUDIENCE)
    .setSubject('local-drive')
    .setIssuedAt()
    .setExpirationTime(`${LOCAL_DRIVE_TOKEN_SECONDS}s`)
    .sign(key);

/** The scopes a token grants, or `null` when it is not ours, is tampered with or has expired. */
export const localDriveScopes = async (key: Uint8Array, token: string): Promise<string[] | null> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: AUDIENCE });
    return typeof payload.scope === 'string' ? payload.scope.split(' ').filter((part) => part !== '') : null;
  } catch {
    return null;
  }
};
