/**
 * A partner site's sign-on page, standing in for vCloud or Dijidemi in the tests: `GET /sso`
 * verifies the `token` query parameter as a partner would (HS256 with the shared secret, audience
 * its own name, not expired) and answers a page naming the person, or 401 with the reason.
 * Never part of the product: the server only knows its address (`SSO_<PARTNER>_URL`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, type JWTPayload } from 'jose';

export interface SsoPartnerStandIn {
  /** What `SSO_<PARTNER>_URL` is set to. */
  url: string;
  secret: string;
  /** Every verified sign-on, in order. */
  signOns: JWTPayload[];
  /** Every refused token's reason. */
  refused: string[];
  close: () => Promise<void>;
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const startSsoPartnerStandIn = async (partner: string, secret: string): Promise<SsoPartnerStandIn> => {
  const signOns: JWTPayload[] = [];
  const refused: string[] = [];
  const key = new TextEncoder().encode(secret);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname !== '/sso') {
        response.writeHead(404).end();
        return;
      }
      try {
        const { payload } = await jwtVerify(url.searchParams.get('token') ?? '', key, { audience: partner });
        signOns.push(payload);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>${escape(partner)}</title><h1>${escape(partner)}</h1><p id="signed-on" data-kind="${escape(
            String(payload.kind),
          )}">Signed on: ${escape(String(payload.name))}</p>`,
        );
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(401, { 'content-type': 'text/plain' }).end('refused');
      }
    })();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sso`,
    secret,
    signOns,
    refused,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
