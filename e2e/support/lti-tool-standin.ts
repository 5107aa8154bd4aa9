import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A learning tool's two pages as a browser meets them, for the LTI spec: its login initiation
 * (LTI 1.3's third-party login: it sends the browser to the platform's authentication request)
 * and its launch (it receives the platform's self-posting form and shows whom the id_token names).
 * The token's signature is the server suite's to check (apps/server/test/lti.int.spec.ts, with an
 * LTI library); here the browser's part is proven: the redirects, the form the page's policy lets post.
 */
export interface ToolStandin {
  url: string;
  close: () => Promise<void>;
}

const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const startToolStandin = async (): Promise<ToolStandin> => {
  let url = '';
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', url);
    if (address.pathname === '/login') {
      const query = address.searchParams;
      const authorize = new URL('/lti/authorize', query.get('iss') ?? '');
      const params = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: query.get('client_id') ?? '',
        redirect_uri: `${url}/launch`,
        login_hint: query.get('login_hint') ?? '',
        lti_message_hint: query.get('lti_message_hint') ?? '',
        state: 'state-of-the-standin',
        nonce: `nonce-${Date.now()}`,
      };
      for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);
      response.writeHead(302, { location: authorize.toString() });
      response.end();
      return;
    }
    if (address.pathname === '/launch' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const payload = JSON.parse(
          Buffer.from((form.get('id_token') ?? '..').split('.')[1] ?? '', 'base64url').toString('utf8') || '{}',
        ) as Record<string, unknown>;
        const claim = (name: string) => payload[`https://purl.imsglobal.org/spec/lti/claim/${name}`];
        const roles = (claim('roles') as string[] | undefined) ?? [];
        const context = claim('context') as { title?: string } | undefined;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><head><title>Quiz tool</title></head><body><main><h1>Launched</h1>` +
            `<p>Name: ${escape(String(payload.name ?? ''))}</p>` +
            `<p>Role: ${escape(roles.map((role) => role.split('#')[1]).join(', '))}</p>` +
            `<p>Context: ${escape(context?.title ?? '')}</p>` +
            `<p>State: ${escape(form.get('state') ?? '')}</p></main></body></html>`,
        );
      });
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
