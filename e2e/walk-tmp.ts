import { chromium, type Page } from 'playwright-core';
const BASE = process.env.WALK_URL ?? 'http://127.0.0.1:8090';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const login = async (email: string) => {
  const r = await fetch(`${BASE}/en/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, pwd: 'Kampus!2026' }) });
  return (await r.json()) as { accessToken: string; userId: string };
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
const visit = async (email: string, language: string, width: number, shots: [string, string, ((p: Page) => Promise<void>)?][]) => {
  const { accessToken, userId } = await login(email);
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: width < 500 ? 844 : 900 } });
  await context.addInitScript(([t, u, l]) => { localStorage.setItem('kampus.token', t); localStorage.setItem('kampus.userId', u); localStorage.setItem('kampus.language', l); }, [accessToken, userId, language]);
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('request', (req) => { const u = req.url(); if (/\/assets\/(en|ar|tr|de|es)-[\w-]+\.js$/.test(u)) chunks.push(u.split('/').pop() ?? ''); });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const [path, name, act] of shots) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1500);
    if (act) await act(page);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: false });
    console.log(email, language, width, path, '->', name, 'scrollWidth', wide);
  }
  console.log(email, 'language chunks:', chunks.join(' '), 'errors:', errors.join(' | '));
  await context.close();
};
await visit('admin@kampus.test', 'en', 1280, [['/reports/retention-runs', 'retention', async (p) => { await p.getByRole('button', { name: 'Dry run' }).click().catch((e) => console.log('no dry run button', String(e).slice(0, 100))); await p.waitForTimeout(2500); }]]);
await visit('school@kampus.test', 'en', 1280, [['/config/privacy-requests', 'requests'], ['/account/security', 'security'], ['/student', 'students']]);
await visit('hq@kampus.test', 'tr', 1280, [['/config/disclosures', 'disclosures-tr']]);
await visit('parent@kampus.test', 'ar', 390, [['/account/home', 'parent-home-ar'], ['/account/privacy', 'parent-privacy-ar']]);
await visit('parent@kampus.test', 'tr', 390, [['/account/privacy', 'parent-privacy-tr']]);
await browser.close();
