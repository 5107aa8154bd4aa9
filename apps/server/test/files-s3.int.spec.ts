import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore } from '../src/integrations/files/s3-file-store.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { png } from './support/png.ts';

/*
 * The S3 implementation against a real S3-API server: s3rver, a pure-JavaScript S3 clone that
 * runs in process on a free port with its objects in a temporary folder. It speaks the REST API
 * and checks signatures, so these calls go through the AWS SDK exactly as they would to AWS.
 */
const directory = mkdtempSync(join(tmpdir(), 'kampus-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'kampus' }],
});
let endpoint: string;
let server: TestServer;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed credentials, through the SDK's standard environment chain.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  server = await startServer({
    S3_BUCKET: 'kampus',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-central-1',
    S3_PREFIX: 'site-a/',
  });
});
afterAll(async () => {
  await server.close();
  await s3.close();
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  rmSync(directory, { recursive: true, force: true });
});

const read = async (body: AsyncIterable<unknown> | undefined): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const part of body ?? []) chunks.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(chunks);
};

describe('S3 file store', () => {
  it('puts, gets, lists by prefix and deletes objects', async () => {
    const store = s3FileStore({ bucket: 'kampus', endpoint, region: 'eu-central-1', prefix: 'unit/' });
    await store.put('schools/7/images/logo.png', png(192, 40), 'image/png');
    await store.put('schools/7/images/favicon.png', png(16, 16), 'image/png');
    await store.put('schools/8/images/logo.png', png(192, 40), 'image/png');
    const file = await store.get('schools/7/images/logo.png');
    expect(file?.contentType).toBe('image/png');
    expect((await read(file?.body)).equals(png(192, 40))).toBe(true);
    expect((await store.list('schools/7/')).map((entry) => entry.key)).toEqual([
      'schools/7/images/favicon.png',
      'schools/7/images/logo.png',
    ]);
    await store.delete('schools/7/images/logo.png');
    expect(await store.get('schools/7/images/logo.png')).toBeNull();
  });

  it('serves an uploaded logo through the app when S3_BUCKET is set', async () => {
    const admin = (await server.login('admin@kampus.test')).token;
    const schools = await json<{ id: number; title: string }[]>(
      await server.call('/api/schools.json', { token: admin }),
    );
    const high = schools.find((s) => s.title === 'Demo High School')?.id as number;
    const image = png(192, 40, [1, 171, 86]);
    const response = await server.call(`/api/schools/${high}/images/logo`, {
      method: 'PUT',
      token: admin,
      headers: { 'content-type': 'image/png' },
      body: image,
    });
    expect(response.status).toBe(200);
    const { logo } = await json<{ logo: string }>(response);
    const served = await server.call(logo);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    // The object is in the bucket under the installation's prefix, not on the local disk.
    const bucket = s3FileStore({ bucket: 'kampus', endpoint, region: 'eu-central-1', prefix: '' });
    expect((await bucket.list('site-a/')).map((entry) => entry.key)).toContain(
      `site-a/schools/${high}/images/logo.png`,
    );
  });
});
