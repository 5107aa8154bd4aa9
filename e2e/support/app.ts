/**
 * What every spec file shares: the server (the suite's, from KAMPUS_E2E_URL, or one of its own),
 * one headless Chromium, and `appTest`, a test with a fresh browser context whose failure leaves
 * a screenshot and the page's console errors behind.
 */
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.ts';
import { ARTIFACTS, startServer, type RunningServer } from './server.ts';

/** How long a single expectation or action may wait before it fails. */
export const WAIT_MS = Number(process.env.KAMPUS_E2E_WAIT_MS ?? 15_000);
const TEST_TIMEOUT_MS = Number(process.env.KAMPUS_E2E_TEST_TIMEOUT_MS ?? 120_000);

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export interface AppTestArgs {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  t: TestContext;
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Sets up the server and the browser for one spec file (call once, at the top of the file) and
 * returns `appTest(name, body)`.
 */
export const useApp = (
  specUrl: string,
  options: {
    /** A server of the spec's own, even in a suite run (one with settings the suite's has not). */
    ownServer?: () => Promise<RunningServer>;
    /**
     * Whether the app's service worker may run. Blocked unless a spec tests it (the installable
     * app's): requests a worker answers never reach `page.route`, so a spec that stands in for
     * the server would see the real answers once a family's session registered the worker.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
) => {
  const spec = basename(new URL(specUrl).pathname).replace(/\.spec\.ts$/, '');
  let server: RunningServer | undefined;
  let baseUrl = process.env.KAMPUS_E2E_URL ?? '';
  let browser: Browser | undefined;
  let shared: BrowserContext | undefined;

  before(async () => {
    if (options.ownServer || !baseUrl) {
      server = await (options.ownServer ?? startServer)();
      baseUrl = server.baseUrl;
    }
    browser = await launchBrowser();
  });

  after(async () => {
    await shared?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  /**
   * One browser context for the file's tests, emptied between them (`resetContext`), instead of
   * one per test: a context's HTTP cache holds the compiled app (V8's code cache rides on it), and
   * a new context compiled the whole app again on its first page load, about a third of a staff
   * page load's main-thread time. `KAMPUS_E2E_CONTEXT=fresh` gives every test a new one.
   */
  const SHARED_CONTEXT = (process.env.KAMPUS_E2E_CONTEXT ?? 'shared') === 'shared';

  const newContext = (): Promise<BrowserContext> => {
    if (!browser) throw new Error('the browser did not start');
    return browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
      serviceWorkers: options.serviceWorkers ?? 'block',
      // As a reader who asked for less motion: menus and dialogs appear at once, so no action
      // waits for an animation to end (the app's theme honours it, app/theme.ts).
      reducedMotion: (process.env.KAMPUS_E2E_MOTION ?? 'reduce') === 'reduce' ? 'reduce' : 'no-preference',
    });
  };

  /**
   * Leaves the shared context as a new one but for its HTTP cache: no page, no cookie, no
   * storage of the app's origin (local, IndexedDB, service workers, caches), no permission, no
   * route, online. A context that cannot be emptied is closed, and the next test gets a new one.
   */
  const resetContext = async (context: BrowserContext): Promise<void> => {
    try {
      await Promise.all(context.pages().map((open) => open.close()));
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
      await context.setExtraHTTPHeaders({});
      await context.clearCookies();
      await context.clearPermissions();
      const blank = await context.newPage();
      const cdp = await context.newCDPSession(blank);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'all' });
      await cdp.detach();
      await blank.close();
    } catch {
      shared = undefined;
      await context.close().catch(() => undefined);
    }
  };

  const appTest = (
    name: string,
    body: (args: AppTestArgs) => Promise<void>,
    { timeoutMs = TEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
  ) =>
    test(name, { timeout: timeoutMs }, async (t) => {
      const context = SHARED_CONTEXT ? (shared ??= await newContext()) : await newContext();
      context.setDefaultTimeout(WAIT_MS);
      context.setDefaultNavigationTimeout(WAIT_MS * 2);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      try {
        await body({ page, context, baseUrl, t });
      } catch (error) {
        mkdirSync(ARTIFACTS, { recursive: true });
        const file = join(ARTIFACTS, `${spec}--${slug(name)}.png`);
        try {
          await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
          t.diagnostic(`screenshot: ${file}`);
        } catch (shotError) {
          t.diagnostic(`no screenshot: ${shotError instanceof Error ? shotError.message : String(shotError)}`);
        }
        t.diagnostic(`url: ${page.url()}`);
        problems.slice(0, 10).forEach((problem) => t.diagnostic(problem));
        throw error;
      } finally {
        await (SHARED_CONTEXT ? resetContext(context) : context.close());
      }
    });

  return { appTest, baseUrl: () => baseUrl };
};
