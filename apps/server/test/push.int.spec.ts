/**
 * Web Push notifications (issue 30, item 3; docs/pwa.md, "Push notifications"): a parent
 * subscribes two devices and turns push on; an absence of their child reaches each device once,
 * through the local push service stand-in, which verifies the VAPID signature with the
 * installation's public key and decrypts the message with the device's keys, in the parent's
 * language (Turkish). A device the service says is gone (410) is deleted; push off, or its consent
 * withdrawn, sends nothing; nobody else reads or deletes a parent's devices.
 */
import { translate } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';
import { startPushService, type PushServiceStandIn, type TestDevice } from './support/push-service.ts';

let server: TestServer;
let service: PushServiceStandIn;
const tokens: Record<string, string> = {};
let parentId = 0;
let deniz: { id: number; school: string; name: string; lastName: string };
let season = '';
let publicKey = '';
const devices: Record<string, TestDevice> = {};
const rows: Record<string, number> = {};
let preference = 0;

/** The parent's calls state Turkish, as their browser would: Kampus records it as their language. */
const asParent = (path: string, init: Parameters<TestServer['call']>[1] = {}) =>
  server.call(path, { ...init, token: tokens.parent, headers: { 'accept-language': 'tr', ...init.headers } });

const subscribe = (device: Pick<TestDevice, 'endpoint' | 'p256dh' | 'auth'>, deviceLabel: string) =>
  asParent('/api/push_subscriptions', {
    method: 'POST',
    json: { user: parentId, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, deviceLabel },
  });

const choose = (choice: Record<string, boolean>) =>
  asParent(`/api/notification_preferences/${preference}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(choice),
  });

const markAbsent = async (date: string) => {
  const response = await server.call('/api/attendances', {
    method: 'POST',
    token: tokens.school,
    headers: { 'accept-language': 'en' },
    json: {
      school: deniz.school,
      season,
      student: `/api/students/${deniz.id}`,
      attendanceDate: date,
      attendanceType: '/api/attendance_types/1',
    },
  });
  expect(response.status).toBe(201);
};

const latestNotification = async () =>
  (
    await json<{ id: number; title: string; body: string }[]>(
      await asParent('/api/notifications.json?pagination=false&order[notifiedAt]=desc'),
    )
  )[0]!;

beforeAll(async () => {
  service = await startPushService();
  server = await startServer();
  for (const person of ['school', 'teacher', 'parent', 'admin'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  parentId = (
    await json<{ id: number }[]>(await server.call('/api/users.json?email=parent@kampus.test', { token: tokens.admin }))
  )[0]!.id;
  const family = await json<(typeof deniz)[]>(await asParent('/api/students.json?pagination=false'));
  deniz = family.find((student) => student.name === 'Deniz')!;
  const seasons = await json<{ id: number }[]>(
    await server.call(`/api/seasons.json?school=${deniz.school}&isDefault=true`, { token: tokens.school }),
  );
  season = `/api/seasons/${seasons[0]!.id}`;
});
afterAll(async () => {
  await server?.close();
  await service?.close();
});

describe('web push', () => {
  it('answers the installation’s VAPID public key to signed-in users, the same the database keeps', async () => {
    expect((await server.call('/api/push/key')).status).toBe(401);
    const answer = await asParent('/api/push/key');
    expect(answer.status).toBe(200);
    publicKey = (await json<{ publicKey: string }>(answer)).publicKey;
    // An uncompressed P-256 point: 65 bytes, the first 4.
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const [kept] = await server.sql(`select value from server_keys where name = 'vapid'`);
    expect(JSON.parse(String(kept?.value))).toMatchObject({ publicKey });
    service.expectKey(publicKey);
  });

  it('a parent subscribes their devices (201), reads them without their keys, and turns push on', async () => {
    devices.phone = service.device('phone');
    devices.tablet = service.device('tablet');
    for (const name of ['phone', 'tablet']) {
      const answer = await subscribe(devices[name]!, `Test ${name}`);
      expect(answer.status).toBe(201);
      const body = await json<Record<string, unknown>>(answer);
      expect(body).toMatchObject({ endpoint: devices[name]!.endpoint, deviceLabel: `Test ${name}` });
      expect(body).not.toHaveProperty('p256dh');
      expect(body).not.toHaveProperty('auth');
      rows[name] = Number(body.id);
    }
    const mine = await json<{ id: number }[]>(await asParent('/api/push_subscriptions.json'));
    expect(mine.map((row) => row.id).sort()).toEqual([rows.phone, rows.tablet].sort());

    const choice = await asParent('/api/notification_preferences', {
      method: 'POST',
      json: { user: parentId, byMail: false, bySms: false, byPush: true },
    });
    expect(choice.status).toBe(201);
    preference = (await json<{ id: number }>(choice)).id;
  });

  it('refuses an endpoint that is not https (off loopback) and keys of the wrong shape: 422', async () => {
    const good = service.device('spare');
    const http = await subscribe({ ...good, endpoint: 'http://push.example.com/send/abc' }, 'x');
    expect(http.status).toBe(422);
    expect(violationPaths(await json(http))).toEqual(['endpoint']);
    const shortKey = await subscribe({ ...good, p256dh: good.p256dh.slice(0, 40) }, 'x');
    expect(shortKey.status).toBe(422);
    expect(violationPaths(await json(shortKey))).toEqual(['p256dh']);
    // 65 bytes starting with 4, but no point of the curve.
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const notAPoint = await subscribe({ ...good, p256dh: offCurve.toString('base64url') }, 'x');
    expect(violationPaths(await json(notAPoint))).toEqual(['p256dh']);
    const badAuth = await subscribe({ ...good, auth: 'not base64url!' }, 'x');
    expect(badAuth.status).toBe(422);
    expect(violationPaths(await json(badAuth))).toEqual(['auth']);
  });

  it('nobody else reads, changes or deletes a parent’s device: 404', async () => {
    for (const who of ['school', 'teacher']) {
      const token = tokens[who];
      expect((await server.call(`/api/push_subscriptions/${rows.phone}`, { token })).status).toBe(404);
      const theirs = await json<{ id: number }[]>(await server.call('/api/push_subscriptions.json', { token }));
      expect(theirs.map((row) => row.id)).not.toContain(rows.phone);
      const deleted = await server.call(`/api/push_subscriptions/${rows.phone}`, { method: 'DELETE', token });
      expect(deleted.status).toBe(404);
      const changed = await server.call(`/api/push_subscriptions/${rows.phone}`, {
        method: 'PATCH',
        token,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ deviceLabel: 'mine now' }),
      });
      expect(changed.status).toBe(404);
    }
  });

  it('an absence reaches each device once, signed and encrypted, in the parent’s language', async () => {
    await markAbsent('2026-10-12');
    const notification = await latestNotification();
    // Written in Turkish, the language of the parent's own calls.
    expect(notification.title).toBe(
      translate('tr', 'notifications.absence_subject', { student: `${deniz.name} ${deniz.lastName}` }),
    );
    expect(await server.runJobs()).toBeGreaterThan(0);
    expect(service.refused).toEqual([]);
    expect(service.received.map((push) => push.device).sort()).toEqual(['phone', 'tablet']);
    for (const push of service.received) {
      expect(push.message).toEqual({ title: notification.title, body: notification.body, url: '/account/student' });
      expect(push).toMatchObject({ ttl: '86400', urgency: 'high', topic: `n${notification.id}` });
      expect(push.contentEncoding).toBe('aes128gcm');
      expect(push.claims.aud).toBe(service.url);
    }
    const recorded = await server.sql(
      `select subscription_id from push_deliveries where notification_id = ${notification.id}`,
    );
    expect(recorded).toHaveLength(2);
    // Run again: nothing is due, nothing is sent twice.
    await server.runJobs();
    expect(service.received).toHaveLength(2);
  });

  it('subscribing the same endpoint again replaces its row: one row per endpoint', async () => {
    const again = await subscribe(devices.phone!, 'Test phone, renamed');
    expect(again.status).toBe(201);
    rows.phone = (await json<{ id: number }>(again)).id;
    const mine = await json<{ endpoint: string; deviceLabel: string }[]>(
      await asParent('/api/push_subscriptions.json'),
    );
    expect(mine.filter((row) => row.endpoint === devices.phone!.endpoint)).toEqual([
      expect.objectContaining({ deviceLabel: 'Test phone, renamed' }),
    ]);
    expect(mine).toHaveLength(2);
  });

  it('a device the push service says is gone (410) is deleted; the others still receive', async () => {
    service.gone('tablet');
    const before = service.received.length;
    await markAbsent('2026-10-13');
    await server.runJobs();
    expect(service.received.slice(before).map((push) => push.device)).toEqual(['phone']);
    expect((await asParent(`/api/push_subscriptions/${rows.tablet}`)).status).toBe(404);
    expect(await server.sql(`select id from push_subscriptions where id = ${rows.tablet}`)).toEqual([]);
  });

  it('push off, or its consent withdrawn, sends nothing', async () => {
    expect((await choose({ byPush: false })).status).toBe(200);
    const before = service.received.length;
    await markAbsent('2026-10-14');
    await server.runJobs();
    expect(service.received).toHaveLength(before);

    expect((await choose({ byPush: true })).status).toBe(200);
    const withdrawn = await asParent('/api/consents', {
      method: 'POST',
      json: { school: deniz.school, user: parentId, consentKind: 'notification_push', given: false, textVersion: 'v1' },
    });
    expect(withdrawn.status).toBe(201);
    await markAbsent('2026-10-15');
    await server.runJobs();
    expect(service.received).toHaveLength(before);
    expect(service.refused).toEqual([]);
  });
});
