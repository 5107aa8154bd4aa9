/**
 * Languages and themes: Turkish menus and pages, Arabic right to left, the dark theme; each
 * choice survives a reload (it is kept in local storage).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import {
  chooseLanguage,
  languageButton,
  cssOf,
  eventually,
  expandMenuGroup,
  login,
  luminance,
  mainMenu,
  menuEntry,
  seen,
} from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const htmlAttribute = (page: Page, name: 'dir' | 'lang') =>
  page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

appTest('switching to Turkish translates the side menu and the pages', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await chooseLanguage(page, 'Türkçe');

  const menu = mainMenu(page, 'Ana menü');
  await seen(menu, 'the side menu named "Ana menü"');
  await seen(menu.getByRole('button', { name: 'Kullanıcı yönetimi', exact: true }), 'the group "Kullanıcı yönetimi"');
  const users = await menuEntry(menu, 'Kullanıcı yönetimi', 'Kullanıcılar');
  assert.equal(await users.getAttribute('href'), '/users');
  const gradeLevels = await menuEntry(menu, 'Ayarlar', 'Sınıf seviyeleri');
  assert.equal(await gradeLevels.getAttribute('href'), '/config/grade-levels');
  assert.equal(await menu.getByRole('button', { name: 'User management', exact: true }).count(), 0, 'no English left');
  assert.equal(await htmlAttribute(page, 'lang'), 'tr');
  assert.equal(await htmlAttribute(page, 'dir'), 'ltr');
  await seen(languageButton(page, 'Dil'), 'the language button named "TR Dil"');

  await gradeLevels.click();
  await seen(page.getByRole('heading', { level: 1, name: 'Sınıf seviyeleri', exact: true }), 'the Turkish heading');
  await eventually(
    () => page.title(),
    (title) => title === 'Sınıf seviyeleri | Kampus',
    'the Turkish page title',
  );

  await page.reload();
  await seen(mainMenu(page, 'Ana menü'), 'the Turkish side menu after a reload');
});

appTest('switching to Arabic turns the page right to left', async ({ page }) => {
  await login(page, 'school@kampus.test');
  assert.equal(await htmlAttribute(page, 'dir'), 'ltr', 'English is left to right');
  const drawer = mainMenu(page);
  const ltrBox = await drawer.boundingBox();
  assert.ok(ltrBox && ltrBox.x < 100, `in English the side menu is on the left (x=${String(ltrBox?.x)})`);

  await chooseLanguage(page, 'العربية');
  await eventually(
    () => htmlAttribute(page, 'dir'),
    (dir) => dir === 'rtl',
    'the document direction "rtl"',
  );
  assert.equal(await htmlAttribute(page, 'lang'), 'ar');
  const menu = mainMenu(page, 'القائمة الرئيسية');
  await seen(menu, 'the side menu named "القائمة الرئيسية"');
  await seen(menu.getByRole('button', { name: 'إدارة المستخدمين', exact: true }), 'the group "إدارة المستخدمين"');
  await expandMenuGroup(menu, 'الإعدادات');
  await seen(menu.getByRole('link', { name: 'المستويات الدراسية', exact: true }), 'the entry "المستويات الدراسية"');

  // Right to left is what the person sees: the side menu moves to the right edge.
  const viewport = page.viewportSize()?.width ?? 1280;
  const box = await eventually(
    () => menu.boundingBox(),
    (rtlBox) => rtlBox !== null && rtlBox.x + rtlBox.width > viewport - 20,
    'the side menu at the right edge',
  );
  assert.ok(box && box.x > viewport / 2, `the side menu is on the right (x=${String(box?.x)})`);
  assert.equal(await cssOf(page.locator('body'), 'direction'), 'rtl', 'the body lays out right to left');

  await page.reload();
  await seen(mainMenu(page, 'القائمة الرئيسية'), 'the Arabic side menu after a reload');
  assert.equal(await htmlAttribute(page, 'dir'), 'rtl', 'still right to left after a reload');
});

appTest('switching to the dark theme darkens the page and the app bar', async ({ page }) => {
  await login(page, 'school@kampus.test');
  const main = page.locator('main#main');
  const appBar = page.getByRole('banner');
  const lightMain = await cssOf(main, 'background-color');
  const lightBar = await cssOf(appBar, 'background-color');
  assert.ok(luminance(lightMain) > 0.8, `the light theme has a light background (${lightMain})`);

  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  const menu = page.getByRole('menu');
  await seen(menu.getByRole('menuitem', { name: 'Dark', exact: true }), 'the "Dark" theme entry');
  await menu.getByRole('menuitem', { name: 'Dark', exact: true }).click();

  const darkMain = await eventually(
    () => cssOf(main, 'background-color'),
    (color) => luminance(color) < 0.05,
    'a dark page background',
  );
  const darkBar = await cssOf(appBar, 'background-color');
  assert.notEqual(darkBar, lightBar, `the app bar colour changes (${lightBar} -> ${darkBar})`);
  assert.ok(luminance(await cssOf(page.locator('body'), 'color')) > 0.5, 'the text turns light on the dark theme');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kampus.settings') ?? '{}') as unknown);
  assert.equal((stored as { theme?: string }).theme, 'dark', 'the theme is kept in local storage');

  await page.reload();
  await seen(mainMenu(page), 'the side menu after a reload');
  assert.equal(await cssOf(main, 'background-color'), darkMain, 'still dark after a reload');
});
