import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kampus-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kampus</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("kampus");'.repeat(100));
  // What Vite writes: content-hashed names under assets/ (the hash may hold '-' and '_').
  writeFileSync(join(dist, 'assets', 'LoginPage-DX_b-9Yk.js'), 'console.log("login");'.repeat(100));
  writeFileSync(join(dist, 'assets', 'index-Cq3kT0aZ.css'), 'body{margin:0}');
  // The build's compressed copies beside a file (apps/web's vite.config.ts). Their text differs
  // from the file's on purpose: what a browser reads says which one was sent.
  writeFileSync(join(dist, 'assets', 'shell-Ab3_x-9Z.js'), 'console.log("as built");'.repeat(100));
  writeFileSync(
    join(dist, 'assets', 'shell-Ab3_x-9Z.js.br'),
    brotliCompressSync('console.log("brotli copy");'.repeat(100)),
  );
  writeFileSync(join(dist, 'assets', 'shell-Ab3_x-9Z.js.gz'), gzipSync('console.log("gzip copy");'.repeat(100)));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The installable app's files (docs/pwa.md).
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Kampus"}');
  server = await startServer({ KAMPUS_WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers the app page for / and for any app route, so the app shows its own 404', async () => {
    for (const path of ['/', '/config/grade-levels', '/no/such/page']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
  it('serves assets compressed, including ones built after start', async () => {
    const response = await server.call('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    writeFileSync(join(dist, 'assets', 'later.js'), 'console.log(1);');
    expect((await server.call('/assets/later.js')).status).toBe(200);
  });
  it("sends the build's compressed copy of a file to a browser that takes it, as a hashed asset and as script", async () => {
    for (const [accepted, encoding, text] of [
      ['br, gzip', 'br', 'brotli copy'],
      ['gzip', 'gzip', 'gzip copy'],
      ['identity', null, 'as built'],
    ] as const) {
      const response = await server.call('/assets/shell-Ab3_x-9Z.js', { headers: { 'accept-encoding': accepted } });
      expect(response.status, accepted).toBe(200);
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(response.headers.get('content-type'), accepted).toMatch(/^(?:application|text)\/javascript/);
      expect(response.headers.get('cache-control'), accepted).toBe('public, max-age=31536000, immutable');
      // A shared cache keeps each encoding apart.
      expect(response.headers.get('vary'), accepted).toMatch(/accept-encoding/i);
      expect(await response.text(), accepted).toContain(text);
    }
    // A copy is never served under its own name as a page or a script of ours.
    expect((await server.call('/assets/shell-Ab3_x-9Z.js.br')).headers.get('content-type')).not.toMatch(
      /javascript|html/,
    );
  });
  it('answers a missing file or API path with a 404 problem, not the app page', async () => {
    for (const path of ['/favicon.ico', '/assets/missing.js', '/api/unknown', '/en/unknown']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('lets browsers keep hashed assets for a year without asking again, and ask again for everything else', async () => {
    for (const path of ['/assets/LoginPage-DX_b-9Yk.js', '/assets/index-Cq3kT0aZ.css']) {
      const response = await server.call(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      // The security headers stay on a cached file.
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    // The page names the current build's files: a browser must see a new build at once.
    for (const path of ['/', '/index.html', '/login', '/student', '/favicon.svg', '/assets/app.js']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
    expect((await server.call('/login')).headers.get('content-security-policy')).toContain("script-src 'self'");
    // A dead link's page is never kept, not even to revalidate.
    const dead = await server.call('/public/forms/no-such-link');
    expect(dead.status).toBe(404);
    expect(dead.headers.get('cache-control')).toBe('no-store');
    // ...not even for a browser that saw the page while the link lived and asks whether it changed,
    // taking brotli (the forms e2e: a 404 with an empty body, Chromium's error page, not the app's).
    const live = await server.call('/', { headers: { 'accept-encoding': 'br, gzip' } });
    const asked = await server.call('/public/forms/no-such-link', {
      headers: {
        'accept-encoding': 'br, gzip',
        'if-none-match': live.headers.get('etag') ?? '',
        'if-modified-since': live.headers.get('last-modified') ?? '',
      },
    });
    expect(asked.status).toBe(404);
    expect(asked.headers.get('etag')).toBeNull();
    expect(asked.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await asked.text()).toContain('<div id="root">');
  });

  it('serves the manifest as one and the service worker fresh, allowed to fetch from its own origin', async () => {
    const manifest = await server.call('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const worker = await server.call('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(?:application|text)\/javascript/);
    // A new worker is seen at the next navigation; its own policy governs its fetches.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
  });
});
