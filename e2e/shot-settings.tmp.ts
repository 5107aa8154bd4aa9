import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './support/chromium.ts';

const base = 'http://localhost:8170';
const out = '/work/i11-settings/docs/screenshots/first-day';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const shoot = async (email: string, language: string, path: string, file: string, full = false) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const login = await page.request.post(`${base}/en/login`, { data: { email, pwd: 'Kampus!2026' } });
  const { accessToken, userId } = (await login.json()) as { accessToken: string; userId: string };
  await page.goto(`${base}/login`);
  await page.evaluate(
    ([token, id, lang]) => {
      localStorage.setItem('kampus.token', token);
      localStorage.setItem('kampus.userId', id);
      localStorage.setItem('kampus.language', lang);
    },
    [accessToken, userId, language] as const,
  );
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${out}/${file}`, fullPage: full });
  await page.close();
};
await shoot('school@kampus.test', 'en', '/config/system', 'settings-system-en.png');
await shoot('school@kampus.test', 'en', '/config/system', 'settings-system-full-en.png', true);
await shoot('school@kampus.test', 'tr', '/config/system', 'settings-system-tr.png');
await shoot('school@kampus.test', 'en', '/admin/menus/school', 'settings-menus-en.png');
await shoot('school@kampus.test', 'ar', '/admin/menus/school', 'settings-menus-ar.png');
await shoot('admin@kampus.test', 'en', '/global/menus/teacher', 'settings-global-menus-en.png');
await browser.close();
