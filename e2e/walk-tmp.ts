import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './support/chromium.ts';
const base = 'http://127.0.0.1:8095';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const shoot = async (email: string, locale: string, paths: string[], tag: string, width = 1366) => {
  const context = await browser.newContext({ baseURL: base, locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/e-?mail|posta|البريد/i).first().fill(email);
  await page.getByLabel(/password|parola|şifre|كلمة/i).first().fill('Kampus!2026');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/account/home', { timeout: 20000 });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${tag}-home.png` });
  for (const path of paths) {
    await page.goto(path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${tag}-${path.replace(/\W+/g, '_')}.png` });
  }
  await context.close();
};
await shoot('teacher@kampus.test', 'tr-TR', ['/students', '/attendance/register'], 'teacher-tr');
await shoot('parent@kampus.test', 'ar', ['/attendance'], 'parent-ar', 390);
await shoot('school@kampus.test', 'en-US', ['/students', '/config/system', '/attendance'], 'school-en');
await browser.close();
