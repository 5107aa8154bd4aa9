/**
 * A push service a real Firefox connects to, on loopback (docs/pwa.md, "With a real browser"):
 * Mozilla's push protocol (the WebSocket of `dom.push.serverURL`, sub-protocol
 * `push-notification`: hello, register, notification, ack, unregister) on one side, RFC 8030's
 * POST to a subscription's endpoint on the other, as Mozilla's autopush behaves. Chromium cannot
 * be used here: it subscribes only through Google's service, which this machine cannot reach.
 *
 * The body is forwarded as it came (encrypted for the browser, `aes128gcm`): the browser decrypts
 * it with the keys it made at `PushManager.subscribe`, and its ack says whether it could (code
 * 100; 101 and 102 are decryption and delivery failures). The VAPID key of the POST must be the
 * one the page subscribed with (`applicationServerKey`), as autopush requires.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** One message the service took for a browser, and what the browser said of it. */
interface ForwardedPush {
  channelID: string;
  version: string;
  contentEncoding: string | undefined;
  bytes: number;
  /** The browser's ack code: 100 delivered, 101 not decrypted, 102 not delivered; undefined until it answers. */
  ack?: number;
}

export interface MozillaPushService {
  /** The WebSocket address for Firefox's `dom.push.serverURL`. */
  serverUrl: string;
  /** Channels the browser registered, with their endpoints. */
  channels: ReadonlyMap<string, { endpoint: string; key: string }>;
  forwarded: ForwardedPush[];
  /** POSTs refused, with why (a VAPID key not the subscription's, an unknown channel). */
  refused: string[];
  close: () => Promise<void>;
}

interface ClientMessage {
  messageType?: string;
  uaid?: string;
  channelID?: string;
  key?: string;
  updates?: { channelID: string; version: string; code?: number }[];
}

const bodyOf = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The `k=` of a VAPID `Authorization: vapid t=..., k=...` header (RFC 8292). */
const vapidKey = (header: string | undefined): string | undefined =>
  /(?:^|[ ,])k=([A-Za-z0-9_-]+)/.exec(header ?? '')?.[1];

export const startMozillaPushService = async (): Promise<MozillaPushService> => {
  const channels = new Map<string, { endpoint: string; key: string; socket: WebSocket }>();
  const forwarded: ForwardedPush[] = [];
  const refused: string[] = [];
  let base = '';

  const http = createServer((request, response) => {
    void (async () => {
      const channelID = /^\/wpush\/([0-9a-f-]{36})$/.exec(request.url ?? '')?.[1];
      const channel = channelID === undefined ? undefined : channels.get(channelID);
      const body = await bodyOf(request);
      if (request.method !== 'POST' || channelID === undefined || channel === undefined) {
        refused.push(`${request.method ?? ''} ${request.url ?? ''}: no such subscription`);
        response.writeHead(channel === undefined && channelID !== undefined ? 410 : 404).end();
        return;
      }
      if (vapidKey(request.headers.authorization) !== channel.key) {
        refused.push(`${channelID}: the VAPID key is not the one it subscribed with`);
        response.writeHead(403).end();
        return;
      }
      const version = randomUUID();
      const contentEncoding = request.headers['content-encoding'];
      forwarded.push({ channelID, version, contentEncoding, bytes: body.length });
      channel.socket.send(
        JSON.stringify({
          messageType: 'notification',
          channelID,
          version,
          data: body.toString('base64url'),
          headers: { encoding: contentEncoding },
        }),
      );
      response.writeHead(201, { location: `${base}/m/${version}`, ttl: request.headers.ttl ?? '0' }).end();
    })().catch(() => response.writeHead(500).end());
  });

  const sockets = new WebSocketServer({
    server: http,
    handleProtocols: (protocols) => (protocols.has('push-notification') ? 'push-notification' : false),
  });
  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(String(raw)) as ClientMessage;
      } catch {
        return;
      }
      const reply = (answer: Record<string, unknown>) => socket.send(JSON.stringify(answer));
      switch (message.messageType) {
        case 'hello':
          reply({
            messageType: 'hello',
            uaid: message.uaid || randomUUID().replace(/-/g, ''),
            status: 200,
            use_webpush: true,
            broadcasts: {},
          });
          break;
        case 'register': {
          const channelID = message.channelID ?? randomUUID();
          const endpoint = `${base}/wpush/${channelID}`;
          // Firefox sends the key in base64 with padding; a VAPID header carries it in base64url.
          const key = Buffer.from(message.key ?? '', 'base64').toString('base64url');
          channels.set(channelID, { endpoint, key, socket });
          reply({ messageType: 'register', channelID, status: 200, pushEndpoint: endpoint });
          break;
        }
        case 'unregister':
          if (message.channelID) channels.delete(message.channelID);
          reply({ messageType: 'unregister', channelID: message.channelID, status: 200 });
          break;
        case 'ack':
          for (const update of message.updates ?? []) {
            const push = forwarded.find((each) => each.version === update.version);
            if (push) push.ack = update.code ?? 100;
          }
          break;
        default:
          // A ping is an empty object, answered in kind.
          if (message.messageType === undefined) reply({});
      }
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    serverUrl: `ws://127.0.0.1:${port}/`,
    channels,
    forwarded,
    refused,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};
