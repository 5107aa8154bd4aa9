/**
 * A Web Push service for the tests, on loopback: the receiving side of RFC 8030 (a POST to a
 * subscription's endpoint) as Chrome's, Mozilla's and Apple's services behave, so that what the
 * server sends is checked the way they check it:
 * - the VAPID `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): the key must be the installation's
 *   public key, the JWT signed with it (ES256), its audience the endpoint's origin, not expired;
 * - the body (`Content-Encoding: aes128gcm`, RFC 8188) decrypted with the device's private key
 *   and auth secret, by hand per RFC 8291, as a browser does;
 * - `TTL`, `Urgency` and `Topic` kept as sent.
 * A device of the test is made here too (`device()`): a P-256 key pair and a 16-byte auth secret,
 * what `PushManager.subscribe` makes in a browser.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscribed device: what the browser would POST to Kampus, and the secrets it keeps to read its messages. */
export interface TestDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  secret: Buffer;
}

/** One message the service took, read as the device reads it. */
interface ReceivedPush {
  device: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID JWT's claims, once its signature was verified. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted body, parsed. */
  message: { title: string; body: string; url: string };
}

export interface PushServiceStandIn {
  url: string;
  /** Messages taken (answered 201), in order. */
  received: ReceivedPush[];
  /** Requests refused, with why (a bad signature, a wrong key): a test expects none. */
  refused: string[];
  /** A new device whose endpoint is on this service. */
  device: (name: string) => TestDevice;
  /** Answers 410 Gone to this device from now on: it unsubscribed. */
  gone: (name: string) => void;
  /** The VAPID public key messages must be signed with (the installation's, from `GET /api/push/key`). */
  expectKey: (publicKey: string) => void;
  close: () => Promise<void>;
}

const b64url = (bytes: Buffer): string => bytes.toString('base64url');

/** Checks the VAPID header and answers the JWT's claims; throws why not. */
const verifyVapid = (header: string | undefined, origin: string, expected: string | undefined) => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = '', key = ''] = match;
  if (expected !== undefined && key !== expected) throw new Error('signed with another key than the installation’s');
  const [head = '', payload = '', signature = ''] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${jwtHeader.alg}`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${payload}`);
  const valid = verify(
    'sha256',
    signed,
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`JWT audience ${claims.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  // RFC 8292 section 2: no more than 24 hours ahead.
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  return claims;
};

/** RFC 8291 and RFC 8188: the one record of a push message, decrypted with the device's keys. */
const decrypt = (body: Buffer, device: TestDevice): string => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.secret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
};

export const startPushService = async (): Promise<PushServiceStandIn> => {
  const devices = new Map<string, TestDevice>();
  const goneDevices = new Set<string>();
  let expected: string | undefined;
  const state = { received: [] as ReceivedPush[], refused: [] as string[] };
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      const reply = (status: number) => {
        response.writeHead(status, status === 201 ? { location: `${origin}/message/${state.received.length}` } : {});
        response.end();
      };
      if (request.method !== 'POST' || !device) return reply(404);
      if (goneDevices.has(name)) return reply(410);
      try {
        const claims = verifyVapid(request.headers.authorization, origin, expected);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const text = decrypt(Buffer.concat(chunks), device);
        state.received.push({
          device: name,
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          contentEncoding: request.headers['content-encoding'],
          claims,
          message: JSON.parse(text) as ReceivedPush['message'],
        });
        return reply(201);
      } catch (error) {
        state.refused.push(`${name}: ${(error as Error).message}`);
        // As the services do: a request they cannot authenticate is 401/403, one they cannot read 400.
        return reply(/VAPID|JWT|key/.test((error as Error).message) ? 403 : 400);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    received: state.received,
    refused: state.refused,
    device: (name) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const secret = randomBytes(16);
      const device: TestDevice = {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        p256dh: b64url(ecdh.getPublicKey()),
        auth: b64url(secret),
        ecdh,
        secret,
      };
      devices.set(name, device);
      return device;
    },
    gone: (name) => goneDevices.add(name),
    expectKey: (publicKey) => {
      expected = publicKey;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
