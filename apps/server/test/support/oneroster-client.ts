import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { json, type TestServer } from '../harness.ts';

/** The scopes a partner asks for (OneRoster 1.2). */
export const ROSTER_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly';
export const GRADEBOOK_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/gradebook.readonly';

/** A partner's credentials: the client id is the API key's id, the secret the key. */
export interface Client {
  id: string;
  secret: string;
}

/**
 * A OneRoster partner as the REST specs drive one: it has a user make an API key, trades it for
 * a bearer token with the scopes it asks for (client credentials), and reads with it.
 */
export const oneRosterClient = (server: TestServer) => {
  const apiKey = async (email: string): Promise<Client> => {
    const user = await server.login(email);
    const response = await server.call(`/en/users/${user.userId}/generate-api-key`, {
      method: 'POST',
      token: user.token,
    });
    expect(response.status).toBe(200);
    const { apiKey: secret } = await json<{ apiKey: string }>(response);
    return { id: String(decodeJwt(secret).akey), secret };
  };

  const tokenCall = (client: Client, extra: Record<string, string> = {}) =>
    server.call('/ims/oneroster/oauth/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: ROSTER_SCOPE, ...extra }).toString(),
    });

  const bearer = async (client: Client, scope = ROSTER_SCOPE): Promise<string> => {
    const response = await tokenCall(client, { scope });
    expect(response.status).toBe(200);
    const body = await json<{ access_token: string; token_type: string; expires_in: number; scope: string }>(response);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope });
    return body.access_token;
  };

  return { apiKey, tokenCall, bearer };
};
