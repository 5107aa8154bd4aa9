/**
 * Screenshots of the school-life areas (issue 33: health, guidance, discipline, library,
 * dormitories, transport) as their people see them on first start, for the issue's note and the
 * areas' docs: `node --import tsx e2e/tools/area-screenshots.ts` starts its own server (the built
 * web app, a fresh database with the demo data, as the e2e specs do) and saves
 * `docs/screenshots/school-life-areas/<area>-<screen>-<language>-<device>.png`. Each area is shot
 * as its staff member sees it on a desktop and as a family (or the escort) sees it on a phone, in
 * English, Turkish and Arabic between them.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser } from 'playwright-core';
import { launchBrowser } from '../support/app.ts';
import { DEMO_PASSWORD, settled, signInByApi } from '../support/flows.ts';
import { ROOT, startServer } from '../support/server.ts';

const OUT = join(ROOT, 'docs', 'screenshots', 'school-life-areas');
const devices = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

interface Shot {
  name: string;
  person: string;
  /** The address; `{deniz}` is the demo parent's first child's id. */
  path: string;
  language: 'en' | 'tr' | 'ar';
  device: keyof typeof devices;
}

const shots: Shot[] = [
  { name: 'health-visits', person: 'nurse', path: '/health/visits', language: 'en', device: 'desktop' },
  { name: 'health-immunisations', person: 'nurse', path: '/health/immunisations', language: 'tr', device: 'desktop' },
  { name: 'health-child', person: 'parent', path: '/student/{deniz}/health', language: 'ar', device: 'phone' },
  { name: 'guidance-referrals', person: 'counsellor', path: '/guidance/referrals', language: 'en', device: 'desktop' },
  { name: 'guidance-plans', person: 'counsellor', path: '/guidance/support-plans', language: 'tr', device: 'phone' },
  { name: 'discipline-incidents', person: 'school', path: '/discipline/incidents', language: 'en', device: 'desktop' },
  { name: 'discipline-child', person: 'parent', path: '/student/{deniz}/discipline', language: 'tr', device: 'phone' },
  { name: 'library-overdue', person: 'librarian', path: '/library/overdue', language: 'en', device: 'desktop' },
  { name: 'library-desk', person: 'librarian', path: '/library/desk', language: 'tr', device: 'phone' },
  { name: 'library-family', person: 'parent', path: '/library/books', language: 'ar', device: 'phone' },
  {
    name: 'dormitories-occupancy',
    person: 'warden',
    path: '/dormitories/occupancy',
    language: 'en',
    device: 'desktop',
  },
  { name: 'dormitories-roll-call', person: 'warden', path: '/dormitories/roll-call', language: 'tr', device: 'phone' },
  { name: 'dormitories-family', person: 'parent', path: '/dormitories/family', language: 'ar', device: 'phone' },
  { name: 'transport-routes', person: 'school', path: '/transport/routes', language: 'en', device: 'desktop' },
  { name: 'transport-boarding', person: 'escort', path: '/transport/boarding', language: 'tr', device: 'phone' },
  { name: 'transport-child', person: 'parent', path: '/student/{deniz}/transport', language: 'ar', device: 'phone' },
];

/** The demo parent's first child, as the parent reads their children. */
const firstChild = async (request: APIRequestContext): Promise<number> => {
  const login = await request.post('/en/login', { data: { email: 'parent@kampus.test', pwd: DEMO_PASSWORD } });
  assert.equal(login.status(), 200, 'POST /en/login as parent');
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.get('/api/students.json?order[name]=asc', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const children = (await answer.json()) as { id: number; name: string }[];
  const deniz = children.find((child) => child.name === 'Deniz');
  assert.ok(deniz, 'the demo parent has Deniz');
  return deniz.id;
};

const shoot = async (browser: Browser, baseUrl: string, deniz: number): Promise<string[]> => {
  const files: string[] = [];
  for (const shot of shots) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: devices[shot.device],
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await signInByApi(page, `${shot.person}@kampus.test`, shot.language);
    await page.goto(shot.path.replace('{deniz}', String(deniz)));
    await page.locator('main h1, main h2').first().waitFor({ state: 'visible', timeout: 30_000 });
    await settled(page, shot.name);
    const file = join(OUT, `${shot.name}-${shot.language}-${shot.device}.png`);
    await page.screenshot({ path: file, fullPage: shot.device === 'phone' });
    files.push(file);
    await context.close();
  }
  return files;
};

const main = async (): Promise<void> => {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const setup = await browser.newContext({ baseURL: server.baseUrl });
    const deniz = await firstChild(setup.request);
    await setup.close();
    const files = await shoot(browser, server.baseUrl, deniz);
    console.log(files.map((file) => file.slice(ROOT.length + 1)).join('\n'));
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
