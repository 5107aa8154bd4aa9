import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { png } from './support/png.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kampus-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Kampus</title><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  server = await startServer({ KAMPUS_WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Directives of a Content-Security-Policy header, by name. */
const policy = (response: Response): Record<string, string> =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0] ?? '', part.split(/\s+/).slice(1).join(' ')]),
  );

const expectCommonHeaders = (response: Response, what: string): void => {
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(response.headers.get('permissions-policy'), what).toContain('camera=()');
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
};

describe('security headers', () => {
  it('go out on API answers: a policy that loads nothing and cannot be framed', async () => {
    const { token } = await server.login('admin@kampus.test');
    for (const path of ['/api/schools.json', '/health', '/api/docs.json']) {
      const response = await server.call(path, { token });
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response, path);
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('go out on problem answers: 401, 404, 422 and a refused login', async () => {
    const answers = [
      await server.call('/api/users.json'),
      await server.call('/api/no-such-thing'),
      await server.call('/assets/missing.js'),
      await server.call('/api/grade_levels', {
        method: 'POST',
        token: (await server.login('admin@kampus.test')).token,
        json: {},
      }),
      await server.call('/en/login', { method: 'POST', json: { email: 'admin@kampus.test', pwd: 'wrong' } }),
    ];
    expect(answers.map((response) => response.status)).toEqual([401, 404, 404, 422, 401]);
    for (const response of answers) {
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expectCommonHeaders(response, response.url);
      expect(policy(response)['frame-ancestors']).toBe("'none'");
    }
  });

  it('go out on a stored file, which keeps its sandboxing policy', async () => {
    const { token } = await server.login('admin@kampus.test');
    const schools = await json<{ id: number }[]>(await server.call('/api/schools.json', { token }));
    const upload = await server.call(`/api/schools/${schools[0]?.id}/images/smallLogo`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'image/png' },
      body: png(16, 16),
    });
    expect(upload.status).toBe(200);
    const { smallLogo } = await json<{ smallLogo: string }>(upload);
    const file = await server.call(smallLogo);
    expect(file.status).toBe(200);
    expectCommonHeaders(file, 'file');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('go out on the web app page: scripts from its own origin only, no inline script, never framed', async () => {
    for (const path of ['/', '/config/grade-levels']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expectCommonHeaders(response, path);
      expect(response.headers.get('content-security-policy')).not.toContain(',');
      const directives = policy(response);
      expect(directives['script-src']).toBe("'self'");
      expect(directives['object-src']).toBe("'none'");
      expect(directives['base-uri']).toBe("'none'");
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(directives['default-src']).toBe("'self'");
    }
  });

  it('let only our own pages frame the file-picker page, and frame only our own pages', async () => {
    const framed = await server.call('/filemanager/frame?field_id=logo');
    expect(framed.status).toBe(200);
    expect(policy(framed)['frame-ancestors']).toBe("'self'");
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = await server.call('/filemanager');
    expect(policy(page)['frame-ancestors']).toBe("'none'");
    expect(policy(page)['frame-src']).toBe("'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it("leave the app page's policy alone on a 304: the browser keeps the stored page with its own headers", async () => {
    const first = await server.call('/login');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, as a browser revalidates (fetch would mark the request no-cache and get a 200).
    const again = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${server.url}/login`, { headers: { 'if-none-match': etag ?? '' } }, resolve).on('error', reject),
    );
    again.resume();
    expect(again.statusCode).toBe(304);
    // A 304's headers replace the stored ones: a policy for data here would block the app's scripts.
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-frame-options']).toBe('DENY');
  });

  it('let the readable API page work: it loads no script and its inline style is allowed', async () => {
    const response = await server.call('/api/docs');
    expect(response.status).toBe(200);
    expectCommonHeaders(response, '/api/docs');
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    expect(policy(response)['style-src']).toContain("'unsafe-inline'");
  });
});

describe('security headers over https', () => {
  let publicHttps: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    publicHttps = await startServer({ KAMPUS_PUBLIC_URL: 'https://kampus.example.org' }, { reset: false });
    // The test's own address is the proxy here; TRUST_PROXY names it (see the trusted-proxy setting).
    proxied = await startServer({ TRUST_PROXY: '127.0.0.1' }, { reset: false });
  });
  afterAll(async () => {
    await publicHttps.close();
    await proxied.close();
  });

  it('send HSTS when the public address is https, on answers and problems alike', async () => {
    for (const path of ['/health', '/api/users.json']) {
      const response = await publicHttps.call(path);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('send HSTS on an http install only when the trusted proxy says the request came over https', async () => {
    expect((await proxied.call('/health')).headers.get('strict-transport-security')).toBeNull();
    const overHttps = await proxied.call('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('security headers with Google sign-in configured', () => {
  let google: TestServer;
  beforeAll(async () => {
    google = await startServer(
      { GOOGLE_CLIENT_ID: 'kampus-test.apps.googleusercontent.com', KAMPUS_WEB_DIST: dist },
      { reset: false },
    );
  });
  afterAll(() => google.close());

  it("allow exactly Google's sign-in script, frame and styles, and its popup", async () => {
    const response = await google.call('/');
    const directives = policy(response);
    expect(directives['script-src']).toBe("'self' https://accounts.google.com/gsi/client");
    expect(directives['frame-src']).toBe("'self' https://accounts.google.com/gsi/");
    expect(directives['connect-src']).toBe("'self' https://accounts.google.com/gsi/");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});
