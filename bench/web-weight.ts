/**
 * npm run bench:web-weight --workspace bench
 *
 * How much JavaScript each of the web app's main routes loads, and whether a warm reload asks the
 * server for any hashed asset (issue 28, item 5). Builds the web app, starts the server on a fresh
 * embedded database with the demo data, and opens the pages in headless Chromium (a fresh profile)
 * the way a person would: the login page signed out; the signed-in home, the student list and a
 * parent's home signed in through the login form. Each route is loaded cold (the browser's cache
 * cleared first), asking for gzip only, and the script answers' bodies on the wire are added up from
 * the browser's network events. Then the student list is reloaded warm: every script, stylesheet
 * and font under /assets/ must come from the browser's cache, with no request to the server.
 *
 * Prints a table and writes results/web-weight[-<label>].{json,md}. Exits 1 when a warm reload sent
 * a request for a hashed asset.
 *
 *   WEB_WEIGHT_LABEL=before npm run bench:web-weight --workspace bench
 *   WEB_WEIGHT_SKIP_BUILD=1 npm run bench:web-weight --workspace bench   # measure apps/web/dist as it is
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { startNode, stop, waitReady } from './lib/servers.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '..');
const port = Number(process.env.WEB_WEIGHT_PORT ?? 18_000 + Math.floor(Math.random() * 1000));
const base = `http://127.0.0.1:${port}`;
const label = process.env.WEB_WEIGHT_LABEL;
const password = 'Kampus!2026';
const staff = process.env.WEB_WEIGHT_STAFF ?? 'school@kampus.test';
const family = process.env.WEB_WEIGHT_FAMILY ?? 'parent@kampus.test';
/** A hashed asset: Vite's `/assets/<name>-<hash>.<ext>`. */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

interface Transfer {
  url: string;
  type: string;
  status: number;
  encoding: string;
  /** The body as it came over the wire (gzip where the server compressed it). */
  bodyBytes: number;
  fromCache: boolean;
}

/**
 * Records every answer the page gets from the moment it is called until `finish`: from the
 * browser's own network events (CDP), so answers served from the cache are seen too.
 */
const recordNetwork = async (cdp: CDPSession) => {
  const seen = new Map<string, Transfer & { headerBytes: number }>();
  const onResponse = (event: {
    requestId: string;
    type: string;
    response: {
      url: string;
      status: number;
      headers: Record<string, string>;
      encodedDataLength: number;
      fromDiskCache?: boolean;
    };
  }) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    seen.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      status: event.response.status,
      encoding: headers['content-encoding'] ?? 'identity',
      bodyBytes: 0,
      headerBytes: event.response.encodedDataLength,
      fromCache: event.response.fromDiskCache === true,
    });
  };
  const onCached = (event: { requestId: string }) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.fromCache = true;
    else cachedBeforeResponse.add(event.requestId);
  };
  const cachedBeforeResponse = new Set<string>();
  // The app's own files still on their way, and when the last one was asked for or arrived.
  const pending = new Map<string, string>();
  let lastActivity = Date.now();
  const onRequest = (event: { requestId: string; request: { url: string } }) => {
    if (!new URL(event.request.url).pathname.startsWith('/assets/')) return;
    pending.set(event.requestId, event.request.url);
    lastActivity = Date.now();
  };
  const settle = (requestId: string) => {
    if (pending.delete(requestId)) lastActivity = Date.now();
  };
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.bodyBytes = Math.max(0, event.encodedDataLength - entry.headerBytes);
    settle(event.requestId);
  };
  const onFailed = (event: { requestId: string }) => settle(event.requestId);
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onFailed);
  return {
    /**
     * Until no file under /assets/ has been asked for or arrived for `quietMs` (the app polls its
     * API, so the network as a whole never goes idle).
     */
    assetsQuiet: async (quietMs = 1500): Promise<void> => {
      const deadline = Date.now() + 60_000;
      while (pending.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`assets still loading: ${[...pending.values()].join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    finish: (): Transfer[] => {
      cdp.off('Network.requestWillBeSent', onRequest);
      cdp.off('Network.responseReceived', onResponse);
      cdp.off('Network.requestServedFromCache', onCached);
      cdp.off('Network.loadingFinished', onFinished);
      cdp.off('Network.loadingFailed', onFailed);
      return [...seen.entries()].map(([id, { headerBytes: _headers, ...entry }]) => ({
        ...entry,
        fromCache: entry.fromCache || cachedBeforeResponse.has(id),
      }));
    },
  };
};

const isScript = (transfer: Transfer): boolean =>
  transfer.type === 'Script' || /\.m?js$/.test(new URL(transfer.url).pathname);

interface RouteWeight {
  route: string;
  path: string;
  who: string;
  scripts: number;
  gzipBytes: number;
  largest: { file: string; gzipBytes: number }[];
}

const weigh = (route: string, path: string, who: string, transfers: Transfer[]): RouteWeight => {
  const scripts = transfers.filter((transfer) => isScript(transfer) && !transfer.fromCache);
  const notGzip = scripts.filter((script) => script.encoding !== 'gzip' && script.bodyBytes >= 1024);
  if (notGzip.length > 0) throw new Error(`${route}: scripts not gzipped: ${notGzip.map((s) => s.url).join(', ')}`);
  return {
    route,
    path,
    who,
    scripts: scripts.length,
    gzipBytes: scripts.reduce((sum, script) => sum + script.bodyBytes, 0),
    largest: scripts
      .sort((a, b) => b.bodyBytes - a.bodyBytes)
      .slice(0, 6)
      .map((script) => ({ file: new URL(script.url).pathname, gzipBytes: script.bodyBytes })),
  };
};

/** Opens `path` with an empty HTTP cache and waits until it has drawn `ready` and the network is quiet. */
const coldLoad = async (page: Page, cdp: CDPSession, path: string, ready: (page: Page) => Promise<void>) => {
  await cdp.send('Network.clearBrowserCache');
  const recorder = await recordNetwork(cdp);
  await page.goto(`${base}${path}`);
  await ready(page);
  await recorder.assetsQuiet();
  return recorder.finish();
};

const signIn = async (page: Page, cdp: CDPSession, email: string): Promise<void> => {
  if (page.url().startsWith(base)) await page.evaluate('localStorage.clear()');
  await page.goto(`${base}/login`);
  // From here on: what the login page loads once the person signs in (the shell, the home).
  const recorder = await recordNetwork(cdp);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/account/home');
  await page.getByRole('navigation').first().waitFor();
  await recorder.assetsQuiet();
  recorder.finish();
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

const commit = (): string => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

const scratch = mkdtempSync(join(tmpdir(), 'kampus-web-weight-'));
let server: ReturnType<typeof startNode> | undefined;
let context: BrowserContext | undefined;
let failed = false;
try {
  if (!process.env.WEB_WEIGHT_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  mkdirSync(join(scratch, 'data'));
  server = startNode(join(root, 'apps/server/src/main.ts'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(scratch, 'data'),
    DATABASE_URL: '',
    KAMPUS_DEMO: '1',
    KAMPUS_JOBS: '0',
    LOG_LEVEL: 'warn',
  });
  // A busy machine boots the embedded database slowly.
  await waitReady(base, 600_000);

  context = await chromium.launchPersistentContext(join(scratch, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1366, height: 900 },
    // The production build's service worker would answer a later route's files from its own cache.
    serviceWorkers: 'block',
    // gzip only, so the sizes are the ones the issue and Vite's build report speak of.
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');

  const routes: RouteWeight[] = [];
  routes.push(
    weigh(
      'login',
      '/login',
      'signed out',
      await coldLoad(page, cdp, '/login', (p) => p.locator('input[name="email"]').waitFor()),
    ),
  );

  await signIn(page, cdp, staff);
  routes.push(weigh('signed-in home', '/account/home', staff, await coldLoad(page, cdp, '/account/home', heading)));
  const listReady = (p: Page) => p.getByRole('row').nth(1).waitFor();
  routes.push(weigh('student list', '/student', staff, await coldLoad(page, cdp, '/student', listReady)));

  // The warm reload: what the student list asks the server for when its files are in the cache.
  const recorder = await recordNetwork(cdp);
  await page.reload();
  await listReady(page);
  await recorder.assetsQuiet();
  const reload = recorder.finish();
  const assets = reload.filter((transfer) => HASHED.test(new URL(transfer.url).pathname));
  const fetched = assets.filter((transfer) => !transfer.fromCache);
  if (assets.length === 0) throw new Error('the warm reload loaded no hashed asset: did the page load?');

  await signIn(page, cdp, family);
  routes.push(weigh('family home', '/account/home', family, await coldLoad(page, cdp, '/account/home', heading)));

  console.table(
    routes.map((route) => ({
      route: route.route,
      who: route.who,
      'JS files': route.scripts,
      'JS kB gzip': kB(route.gzipBytes),
    })),
  );
  for (const route of routes) {
    console.log(`${route.route}: ${route.largest.map((file) => `${file.file} ${kB(file.gzipBytes)}`).join(', ')}`);
  }
  console.log(
    `warm reload of /student: ${assets.length} hashed assets, ${assets.length - fetched.length} from the cache, ` +
      `${fetched.length} requested from the server${
        fetched.length
          ? `, e.g. ${fetched
              .slice(0, 5)
              .map((f) => `${new URL(f.url).pathname} ${f.status}`)
              .join(', ')}`
          : ''
      }`,
  );
  failed = fetched.length > 0;

  const report = {
    at: new Date().toISOString(),
    commit: commit(),
    browser: context.browser()?.version() ?? 'chromium',
    routes,
    warmReload: {
      path: '/student',
      hashedAssets: assets.length,
      fromCache: assets.length - fetched.length,
      requested: fetched.map((transfer) => ({ file: new URL(transfer.url).pathname, status: transfer.status })),
    },
  };
  const name = `web-weight${label ? `-${label}` : ''}`;
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(
    join(here, 'results', `${name}.md`),
    [
      `# Web app weight${label ? ` (${label})` : ''}`,
      '',
      `${report.at}, commit ${report.commit}, Chromium ${report.browser}: \`npm run bench:web-weight --workspace bench\`.`,
      '',
      '| route | path | signed in as | JS files | JS kB gzip |',
      '| --- | --- | --- | ---: | ---: |',
      ...routes.map((r) => `| ${r.route} | \`${r.path}\` | ${r.who} | ${r.scripts} | ${kB(r.gzipBytes)} |`),
      '',
      `Warm reload of \`/student\`: ${report.warmReload.hashedAssets} hashed assets, ${report.warmReload.fromCache} from the browser's cache, ${fetched.length} requested from the server.`,
      '',
    ].join('\n'),
  );
} finally {
  await context?.close();
  if (server) await stop(server);
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
