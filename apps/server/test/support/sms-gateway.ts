import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the stand-in accepted. */
interface GatewayMessage {
  to: string;
  text: string;
  reference: string;
  authorization: string | undefined;
}

export interface SmsGatewayStandIn {
  url: string;
  /** Messages taken, once per idempotency key (what phones would receive). */
  messages: GatewayMessage[];
  /** Requests that repeated a key already taken (answered 200, nothing sent again). */
  replays: number;
  /** Every request, repeats included. */
  requests: number;
  /** Milliseconds each answer waits (a slow gateway, to stop a server mid-send). */
  delayMs: number;
  /** Answer 503 to every request while set. */
  failing: boolean;
  close: () => Promise<void>;
}

/**
 * A small HTTP SMS gateway for the tests, as real ones behave: JSON `{to, text, reference}` with
 * an `Idempotency-Key` header; a key seen before is answered 200 without sending again.
 */
export const startSmsGateway = async (): Promise<SmsGatewayStandIn> => {
  const seen = new Set<string>();
  const state: Omit<SmsGatewayStandIn, 'url' | 'close'> = {
    messages: [],
    replays: 0,
    requests: 0,
    delayMs: 0,
    failing: false,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests += 1;
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      setTimeout(() => {
        if (state.failing) return reply(503, { error: 'unavailable' });
        let body: { to?: unknown; text?: unknown; reference?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
        } catch {
          return reply(400, { error: 'bad json' });
        }
        const key = String(request.headers['idempotency-key'] ?? body.reference ?? '');
        if (typeof body.to !== 'string' || typeof body.text !== 'string' || key === '')
          return reply(400, { error: 'to, text and a key are required' });
        if (seen.has(key)) {
          state.replays += 1;
          return reply(200, { status: 'already-sent', reference: key });
        }
        seen.add(key);
        state.messages.push({
          to: body.to,
          text: body.text,
          reference: key,
          authorization: request.headers.authorization,
        });
        return reply(200, { status: 'queued', reference: key });
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn = state as SmsGatewayStandIn;
  standIn.url = `http://127.0.0.1:${port}/sms`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
};
