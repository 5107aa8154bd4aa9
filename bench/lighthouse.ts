/**
 * Lighthouse of the pages issues 28 and 30 hold to a score, under both of its presets (desktop,
 * and mobile: a 412 px phone on a throttled network and CPU), written to results/lighthouse.json:
 * the login page signed out; the student list as school@kampus.test; the family's home, balance
 * (`/account/student`) and timetable as parent@kampus.test. Lighthouse 12 has no PWA category any
 * more: whether the app is installable is Chromium's own answer (`Page.getInstallabilityErrors`)
 * on the family home, reported beside the scores.
 *
 * Builds the web app, starts the server on a fresh embedded database with the demo data, and
 * starts Chromium with a debugging port. Each signed-in page is audited after playwright-core signs
 * in through the login form in that same Chromium (the origin's storage emptied first, so one
 * user's session never carries over to another's) and the HTTP cache is cleared, so every page is
 * measured cold, like the login page; Lighthouse then keeps the session (`disableStorageReset`).
 *
 *   npm run lighthouse --workspace bench
 *   LIGHTHOUSE_BASE=http://localhost:8080 npm run lighthouse --workspace bench   # a running server
 *   LIGHTHOUSE_SKIP_BUILD=1 CHROME_PATH=/usr/bin/chromium npm run lighthouse --workspace bench
 *   LIGHTHOUSE_PRESETS=mobile npm run lighthouse --workspace bench   # one preset only
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = CHROMIUM_ARGS;
const debuggingPort = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9333);
const serverPort = Number(process.env.LIGHTHOUSE_PORT ?? 18090);
const base = process.env.LIGHTHOUSE_BASE ?? `http://127.0.0.1:${serverPort}`;
const staff = process.env.LIGHTHOUSE_USER ?? 'school@kampus.test';
const family = process.env.LIGHTHOUSE_FAMILY ?? 'parent@kampus.test';
const password = process.env.LIGHTHOUSE_PASSWORD ?? 'Kampus!2026';
const listPath = process.env.LIGHTHOUSE_LIST_PATH ?? '/student';
type Preset = 'desktop' | 'mobile';
const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'desktop,mobile')
  .split(',')
  .filter((preset): preset is Preset => preset === 'desktop' || preset === 'mobile');
/** Lighthouse's own presets: its default configuration is the mobile one. */
const configs: Record<Preset, Config | undefined> = { desktop: desktopConfig, mobile: undefined };

/** What is audited, and as whom (none: signed out). */
const PAGES: { name: string; path: string; user: string | null }[] = [
  { name: 'login page', path: '/login', user: null },
  { name: `student list (${staff})`, path: listPath, user: staff },
  { name: `family home (${family})`, path: '/account/home', user: family },
  { name: `family balance (${family})`, path: '/account/student', user: family },
  { name: `family timetable (${family})`, path: '/timetable/family', user: family },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (url: string, what: string): Promise<void> => {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not become ready at ${url}`);
};

const startServer = (dataDir: string): ChildProcess =>
  // Node itself with the tsx loader (no npx wrapper), so stopping it stops the server.
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      KAMPUS_DEMO: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

const startChrome = (profileDir: string): ChildProcess =>
  spawn(
    chromePath,
    [...chromeFlags, `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );

/**
 * Signs `email` in through the login form in the running Chromium (the origin's storage emptied
 * first, so the last user's session is gone); the token stays in its local storage. Then the HTTP
 * cache is cleared, so the next page is measured cold. Answers Chromium's installability errors
 * of the page it lands on (none: the app can be installed).
 */
const signIn = async (email: string | null): Promise<string[]> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
    let installability: string[] = [];
    if (email !== null) {
      await page.goto(`${base}/login`);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/account/home');
      await page.getByRole('navigation').first().waitFor();
      // The service worker and the manifest are in place once the home has loaded.
      await page.waitForTimeout(2000);
      const answer = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      installability = answer.installabilityErrors.map((error) => error.errorId);
    }
    // Measure the next page cold: forget the scripts the login and home pages fetched.
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    return installability;
  } finally {
    await browser.close();
  }
};

interface ScriptStats {
  count: number;
  /** Bytes on the wire as the server sent them (it compresses with brotli when asked). */
  transferBytes: number;
  /** The same scripts gzipped (zlib default level), the measure Vite prints. */
  gzipBytes: number;
  largest: { url: string; gzipBytes: number }[];
}

const scriptStats = async (lhr: Result): Promise<ScriptStats> => {
  const details = lhr.audits['network-requests']?.details;
  const items = details && details.type === 'table' ? details.items : [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && typeof item.url === 'string');
  const sized = await Promise.all(
    scripts.map(async (item) => {
      const url = String(item.url);
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { url: new URL(url).pathname, transfer: Number(item.transferSize ?? 0), gzip: gzipSync(body).length };
    }),
  );
  return {
    count: sized.length,
    transferBytes: sized.reduce((sum, script) => sum + script.transfer, 0),
    gzipBytes: sized.reduce((sum, script) => sum + script.gzip, 0),
    largest: sized
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((script) => ({ url: script.url, gzipBytes: script.gzip })),
  };
};

/** Every accessibility audit that did not pass, with the elements it names. */
const accessibilityIssues = (lhr: Result) =>
  (lhr.categories.accessibility?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const details = audit.details;
    const items = details && details.type === 'table' ? details.items : [];
    const nodes = items.flatMap((item) => {
      const node = item.node;
      return typeof node === 'object' && node !== null && 'selector' in node ? [String(node.selector)] : [];
    });
    return [{ id: audit.id, title: audit.title, weight: ref.weight, nodes: nodes.slice(0, 10) }];
  });

/** Audits below 0.9 that count towards a category's score, per category (accessibility has its own list). */
const otherFindings = (lhr: Result) =>
  Object.fromEntries(
    categories
      .filter((id) => id !== 'accessibility')
      .map((id) => [
        id,
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .flatMap((ref) => {
            const found = lhr.audits[ref.id];
            return found && found.score !== null && found.score < 0.9
              ? [`${found.id}${found.displayValue ? ` (${found.displayValue})` : ''}`]
              : [];
          }),
      ]),
  );

const audit = async (preset: Preset, name: string, path: string, flags: Flags) => {
  const url = `${base}${path}`;
  const result = await lighthouse(
    url,
    { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: categories, ...flags },
    configs[preset],
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_DUMP=<dir>: every page's whole report too, for the request chains and the trace's audits.
  if (process.env.LIGHTHOUSE_DUMP) {
    mkdirSync(process.env.LIGHTHOUSE_DUMP, { recursive: true });
    const file = `${preset}-${name.replace(/[^a-z0-9]+/gi, '-')}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_DUMP, file), JSON.stringify(lhr));
  }
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== path) throw new Error(`${url} ended at ${finalPath}: is the session missing?`);
  return {
    preset,
    name,
    url: path,
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    metrics: Object.fromEntries(
      metricIds.map((id) => [
        id,
        { value: lhr.audits[id]?.numericValue ?? null, display: lhr.audits[id]?.displayValue ?? '' },
      ]),
    ),
    scripts: await scriptStats(lhr),
    accessibilityIssues: accessibilityIssues(lhr),
    otherFindings: otherFindings(lhr),
  };
};

const workDir = mkdtempSync(join(tmpdir(), 'kampus-lighthouse-'));
let server: ChildProcess | undefined;
let chrome: ChildProcess | undefined;
try {
  if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  if (!process.env.LIGHTHOUSE_BASE) {
    mkdirSync(join(workDir, 'data'));
    server = startServer(join(workDir, 'data'));
    await waitFor(`${base}/ready`, 'the server');
  }
  chrome = startChrome(join(workDir, 'profile'));
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, 'Chromium');
  const version = (await (await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).json()) as {
    Browser?: string;
  };

  const pages = [];
  const installable: Record<string, string[]> = {};
  // LIGHTHOUSE_PAGES=family: only the pages whose name holds one of these words.
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  const chosen = PAGES.filter((page) => only.length === 0 || only.some((word) => page.name.includes(word)));
  for (const preset of presets) {
    for (const page of chosen) {
      const errors = await signIn(page.user);
      if (page.path === '/account/home' && page.user === family) installable[preset] = errors;
      pages.push(await audit(preset, page.name, page.path, page.user === null ? {} : { disableStorageReset: true }));
    }
  }

  const lighthouseVersion = (
    JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  const report = {
    presets,
    lighthouse: lighthouseVersion,
    browser: version.Browser ?? chromePath,
    node: process.version,
    at: new Date().toISOString(),
    /** Chromium's installability errors on the family home, per preset: none means installable. */
    installable,
    pages,
  };
  console.table(
    report.pages.map((page) => ({
      preset: page.preset,
      page: page.name,
      ...page.scores,
      'LCP ms': Math.round(page.metrics['largest-contentful-paint']?.value ?? 0),
      'TBT ms': Math.round(page.metrics['total-blocking-time']?.value ?? 0),
      'JS files': page.scripts.count,
      'JS kB gzip': Math.round(page.scripts.gzipBytes / 100) / 10,
      'a11y issues': page.accessibilityIssues.length,
    })),
  );
  for (const page of report.pages) {
    for (const issue of page.accessibilityIssues)
      console.log(`${page.preset} ${page.name}: ${issue.id} ${issue.nodes.join(', ')}`);
  }
  console.log('installability errors of the family home:', JSON.stringify(installable));
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  // Written the way the repository's Prettier check wants it (root devDependency).
  const file = new URL('./results/lighthouse.json', import.meta.url).pathname;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(report), { ...options, filepath: file }));
} finally {
  chrome?.kill('SIGTERM');
  server?.kill('SIGTERM');
  await sleep(300);
  rmSync(workDir, { recursive: true, force: true });
}
