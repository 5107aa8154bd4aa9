/**
 * Dormitories (issue 33, part 5; docs/dormitories.md) as its people do it: parent@ asks the
 * warden, from the family's own page, for Deniz's weekend leave from tonight; the warden, working
 * in Turkish, approves it from the inbox with a note; the parent sees it approved; and the
 * warden's roll call that night, on a 390 px phone, shows Deniz on leave, pre-filled.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { chooseLanguage, eventually, fillDate, login, mainMenu, seen } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

// Its own server: the leave it asks for is Deniz's tonight, and the roll call reads it.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

/** A day at the school (Europe/Istanbul), `days` after today: `YYYY-MM-DD`. */
const schoolDay = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + days * 86_400_000));

const signOut = async (page: Page) => {
  await page.evaluate(() => localStorage.clear());
};

appTest('a parent asks for a weekend leave, the warden approves it, the roll call shows it', async ({ page }) => {
  const from = schoolDay(0);
  const until = schoolDay(2);
  // The card names the dates as its reader writes them ("Dec 4, 2026", "4 Ara 2026"), never ISO text.
  const titleIn = (locale: string): string => {
    const format = (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    return `Deniz Öğrenci: ${format(from)} – ${format(until)}`;
  };
  const title = titleIn('en-US');

  // The parent asks, from the family's own page.
  await login(page, 'parent@kampus.test');
  await mainMenu(page).getByRole('link', { name: 'Boarding leave', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dormitories/family');
  const form = page.getByRole('form', { name: 'Ask for leave' });
  await seen(form, 'the leave form');
  const child = form.getByRole('combobox', { name: /^Child/ });
  if ((await child.count()) > 0) {
    await child.click();
    await page.getByRole('option', { name: 'Deniz Öğrenci', exact: true }).click();
  }
  await fillDate(form, 'Leaving on', from);
  await fillDate(form, 'Back on', until);
  await form.getByRole('textbox', { name: /^Where they will stay/ }).fill('Bursa, teyzesinin evi');
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Weekend with her aunt for a family wedding');
  await form.getByRole('button', { name: 'Send the request' }).click();
  const asked = page.getByRole('article', { name: title });
  await seen(asked, 'the request among the family’s own');
  await seen(asked.getByText('Pending', { exact: true }), 'the request pending');
  assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0, 'no warden’s controls for a family');

  // The warden decides, in Turkish.
  await signOut(page);
  await login(page, 'warden@kampus.test');
  await chooseLanguage(page, 'Türkçe');
  // The choice is kept once the screen has taken it: a page load before that would come back in English.
  await seen(mainMenu(page, 'Ana menü'), 'the side menu in Turkish');
  await page.goto('/dormitories/leaves');
  await seen(page.getByRole('heading', { name: 'İzin talepleri' }), 'the warden’s inbox in Turkish');
  const card = page.getByRole('article', { name: titleIn('tr-TR') });
  await seen(card, 'Deniz’s request in the inbox');
  await seen(card.getByText('Bekliyor', { exact: true }), 'the request waiting');
  await card.getByRole('textbox', { name: 'Aileye not' }).fill('Pazar 18:00’e kadar dönmeli.');
  await card.getByRole('button', { name: 'Onayla' }).click();
  // Decided, it leaves the waiting list.
  await eventually(
    () => card.count(),
    (count) => count === 0,
    'the approved request gone from the waiting list',
  );

  // The roll call tonight, on a phone: Deniz on leave, pre-filled.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dormitories/roll-call');
  await seen(page.getByRole('heading', { name: 'Gece yoklaması' }), 'the roll call');
  const deniz = page.getByRole('group', { name: 'Deniz Öğrenci', exact: true });
  // Deniz sleeps in the building of her gender: look in each until she is there.
  for (const building of ['Kız Yurdu', 'Erkek Yurdu']) {
    await page.getByRole('combobox', { name: 'Bina' }).click();
    await page.getByRole('option', { name: building, exact: true }).click();
    await seen(page.getByText(/burada · /), `the roll call of ${building}`);
    if ((await deniz.count()) > 0) break;
  }
  await seen(deniz, 'Deniz in the roll call');
  await seen(deniz.getByText(/tarihine kadar izinli/), 'her leave named');
  assert.equal(await deniz.getByRole('button', { name: 'İzinli' }).getAttribute('aria-pressed'), 'true', 'on leave');
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    false,
    'the roll call fits a 390 px phone',
  );

  // The parent sees it approved, with the warden's note.
  await signOut(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'parent@kampus.test');
  await page.goto('/dormitories/family');
  const approved = page.getByRole('article', { name: title });
  await seen(approved.getByText('Approved', { exact: true }), 'the request approved for the parent');
  await seen(approved.getByText(/Pazar 18:00/), 'the warden’s note');
});
