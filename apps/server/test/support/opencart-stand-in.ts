/**
 * A small local stand-in for an OpenCart store's API, for the tests and for trying the store
 * screens on a machine without a shop: `index.php?route=api/login` (form `username`, `key`;
 * answers `{success, api_token}` or `{error: {key}}`) and `route=api/customer&api_token=...`
 * (form `firstname`, `lastname`, `email`, `telephone`; `{success}` or `{error: {...}}`), with
 * OpenCart 3's field rules and messages. `GET /` answers a page naming the session's customer,
 * which the store page links to. It is never part of the product: the server talks to it exactly
 * as to a real OpenCart (the school's `storeUrl`, `storeApiUsername`, `storeApiKey`).
 *
 *   npx tsx apps/server/test/support/opencart-stand-in.ts [port]   prints the settings to use
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface OpenCartStandIn {
  /** The store address a school's `storeUrl` is set to. */
  url: string;
  username: string;
  key: string;
  /** Session tokens handed out, with the customer each session holds. */
  sessions: Map<string, Record<string, string> | null>;
  /** Every customer call's form, in order, refused or not. */
  customerCalls: Record<string, string>[];
  /** Delay every answer by this many ms (a store that hangs). */
  delayMs: number;
  close: () => Promise<void>;
}

const bodyOf = async (request: IncomingMessage): Promise<Record<string, string>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
};

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** OpenCart 3's checks of `api/customer` (catalog/controller/api/customer.php), its English texts. */
const customerErrors = (form: Record<string, string>): Record<string, string> => {
  const errors: Record<string, string> = {};
  const length = (value = '') => [...value.trim()].length;
  if (length(form.firstname) < 1 || length(form.firstname) > 32)
    errors.firstname = 'First Name must be between 1 and 32 characters!';
  if (length(form.lastname) < 1 || length(form.lastname) > 32)
    errors.lastname = 'Last Name must be between 1 and 32 characters!';
  if (length(form.email) > 96 || !/^[^@\s]+@[^@\s]+$/.test(form.email ?? ''))
    errors.email = 'E-Mail Address does not appear to be valid!';
  if (length(form.telephone) < 3 || length(form.telephone) > 32)
    errors.telephone = 'Telephone must be between 3 and 32 characters!';
  return errors;
};

export const startOpenCartStandIn = async (
  options: { port?: number; host?: string; username?: string; key?: string } = {},
): Promise<OpenCartStandIn> => {
  const username = options.username ?? 'Default';
  const key = options.key ?? randomBytes(24).toString('hex');
  const sessions: OpenCartStandIn['sessions'] = new Map();
  const customerCalls: Record<string, string>[] = [];
  const state = { delayMs: 0 };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const send = (status: number, body: unknown, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (state.delayMs > 0) await new Promise((wake) => setTimeout(wake, state.delayMs));
      const route = url.searchParams.get('route');
      if (url.pathname.endsWith('/index.php') && request.method === 'POST' && route === 'api/login') {
        const form = await bodyOf(request);
        if (form.username !== username || form.key !== key) {
          send(200, { error: { key: 'Warning: Incorrect API Key!' } });
          return;
        }
        const token = randomBytes(16).toString('hex');
        sessions.set(token, null);
        send(200, { success: 'Success: API session successfully started!', api_token: token });
        return;
      }
      if (url.pathname.endsWith('/index.php') && request.method === 'POST' && route === 'api/customer') {
        const form = await bodyOf(request);
        customerCalls.push(form);
        const token = url.searchParams.get('api_token') ?? '';
        if (!sessions.has(token)) {
          send(200, { error: { warning: 'Warning: You do not have permission to access the API!' } });
          return;
        }
        const errors = customerErrors(form);
        if (Object.keys(errors).length > 0) {
          send(200, { error: errors });
          return;
        }
        sessions.set(token, form);
        send(200, { success: 'You have successfully modified customers' });
        return;
      }
      if (url.pathname === '/' && request.method === 'GET') {
        const customer = sessions.get(url.searchParams.get('api_token') ?? '');
        send(
          200,
          `<!doctype html><title>Stand-in store</title><h1>Stand-in store</h1><p id="customer">${
            customer ? escape(`${customer.firstname} ${customer.lastname} <${customer.email}>`) : 'No customer'
          }</p>`,
          'text/html; charset=utf-8',
        );
        return;
      }
      send(404, '<html><body>Not Found</body></html>', 'text/html');
    })().catch(() => {
      // The caller gave up (its time limit) while this stand-in was still reading: nothing to answer.
      response.destroy();
    });
  });
  await new Promise<void>((ready) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const standIn: OpenCartStandIn = {
    url: `http://127.0.0.1:${port}/`,
    username,
    key,
    sessions,
    customerCalls,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  return standIn;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 0);
  const standIn = await startOpenCartStandIn({ port, key: 'stand-in-key' });
  process.stdout.write(
    `storeUrl=${standIn.url}\nstoreApiUsername=${standIn.username}\nstoreApiKey=${standIn.key}\n` +
      // The server calls a store on this machine only when its outbound allow-list names it.
      'start Kampus with KAMPUS_OUTBOUND_ALLOW=127.0.0.1\n',
  );
}
