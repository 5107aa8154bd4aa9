import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * A small stand-in of the Google Drive API's `files.list`: it answers only a request with the
 * token it knows, and records what it was asked so the test sees the page size and fields sent.
 */
const GOOD_TOKEN = 'ya29.metadata-readonly';
const asked: { url: URL; authorization: string | undefined }[] = [];
const files = Array.from({ length: 13 }, (_, index) => ({
  id: `file-${index}`,
  name: `Lesson ${index}.pdf`,
  mimeType: 'application/pdf',
  size: String(1000 + index),
  owners: [{ displayName: 'Ayşe Öğretmen' }],
}));

const answerDrive = (request: IncomingMessage): { status: number; body: unknown } => {
  const url = new URL(request.url ?? '/', 'http://drive.local');
  asked.push({ url, authorization: request.headers.authorization });
  if (url.pathname !== '/drive/v3/files') return { status: 404, body: { error: { message: 'Not Found' } } };
  if (request.headers.authorization !== `Bearer ${GOOD_TOKEN}`)
    return { status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials.' } } };
  const size = Number(url.searchParams.get('pageSize') ?? 100);
  const start = Number(url.searchParams.get('pageToken') ?? 0);
  const page = files.slice(start, start + size);
  const next = start + size < files.length ? String(start + size) : undefined;
  return { status: 200, body: { kind: 'drive#fileList', files: page, ...(next ? { nextPageToken: next } : {}) } };
};

let drive: Server;
let server: TestServer;
let token: string;
let parentToken: string;

beforeAll(async () => {
  drive = createServer((request, response) => {
    const { status, body } = answerDrive(request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => drive.listen(0, '127.0.0.1', resolve));
  const port = (drive.address() as AddressInfo).port;
  server = await startServer({
    GOOGLE_DRIVE: 'google',
    GOOGLE_CLIENT_ID: 'kampus-test.apps.googleusercontent.com',
    GOOGLE_DRIVE_API_URL: `http://127.0.0.1:${port}/drive/v3`,
  });
  token = (await server.login('school@kampus.test')).token;
  parentToken = (await server.login('parent@kampus.test')).token;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => drive.close(resolve));
});

const list = (body: unknown, as = token) =>
  server.call('/api/filemanager/drive', { method: 'POST', token: as, json: body });

describe('the Drive tab', () => {
  it('lists ten files a page with every field, through the Drive API with the signed-in token', async () => {
    const first = await list({ accessToken: GOOD_TOKEN });
    expect(first.status).toBe(200);
    const page = await json<{ files: typeof files; nextPageToken: string | null }>(first);
    expect(page.files).toHaveLength(10);
    expect(page.files[0]).toEqual(files[0]);
    expect(page.nextPageToken).toBe('10');
    const call = asked.at(-1);
    expect(call?.url.searchParams.get('pageSize')).toBe('10');
    expect(call?.url.searchParams.get('fields')).toBe('*');
    expect(call?.authorization).toBe(`Bearer ${GOOD_TOKEN}`);

    const second = await json<{ files: typeof files; nextPageToken: string | null }>(
      await list({ accessToken: GOOD_TOKEN, pageToken: '10' }),
    );
    expect(second.files.map((file) => file.id)).toEqual(['file-10', 'file-11', 'file-12']);
    expect(second.nextPageToken).toBeNull();
  });

  it('answers a fixed message when Drive refuses (Drive’s words stay in the log), and needs a token', async () => {
    const refused = await list({ accessToken: 'expired' });
    expect(refused.status).toBe(502);
    const text = await refused.text();
    expect(JSON.parse(text).detail).toBe('Google Drive refused the request. Please sign in to Drive again.');
    expect(text).not.toContain('invalid authentication credentials');
    const missing = await list({ accessToken: '' });
    expect(missing.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(missing)).violations[0]?.propertyPath).toBe(
      'accessToken',
    );
    expect((await list({ accessToken: GOOD_TOKEN }, parentToken)).status).toBe(403);
  });
});
