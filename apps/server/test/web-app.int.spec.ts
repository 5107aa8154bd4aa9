import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kampus-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kampus</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("kampus");'.repeat(100));
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
  it('answers a missing file or API path with a 404 problem, not the app page', async () => {
    for (const path of ['/favicon.ico', '/assets/missing.js', '/api/unknown', '/en/unknown']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
