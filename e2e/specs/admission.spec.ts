/**
 * Admission to the family's first sign-in (issue 27, part 3) in a browser: the registrar enrols a
 * new student through the wizard, placing them in a class of the season and offering the mother
 * an account (checked by default, she has an e-mail); the review shows the names, the fee, the
 * student number and the installment schedule as the server prices them; after Save the
 * invitation is read in the local mail outbox (in the mother's language, naming the school); the
 * mother follows its link, sets a password, is signed in and sees her child's day. Once in English
 * on a desktop, once in Turkish on a 390 px phone. The clicks of the English walk are counted.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { WAIT_MS, useApp } from '../support/app.ts';
import { eventually, login, openFromMenu, preferLanguages, seen, signInByApi } from '../support/flows.ts';
import { readMailInApp } from '../support/outbox.ts';
import { ROOT, startServer } from '../support/server.ts';

// Its own server: the students it admits join 9-A and their parents get accounts, which would
// change the counts the class-message, register, report-card and rollover specs read on a shared one.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

const SHOTS = join(ROOT, 'docs', 'screenshots', 'admission');

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

interface Texts {
  next: string;
  guardianStep: string;
  placementStep: string;
  reviewStep: string;
  invite: string;
  save: string;
  saved: RegExp;
  subject: string;
  greeting: string;
  setPassword: string;
  newPassword: string;
  confirmPassword: string;
  savePassword: string;
  childDay: (name: string) => string;
}

const english: Texts = {
  next: 'Next',
  guardianStep: 'Guardian 1',
  placementStep: 'Grade level and class',
  reviewStep: 'Review and save',
  invite: 'Create an account and send an invitation',
  save: 'Enrol the student',
  saved: /is enrolled, with 3 installments\. Student number \d+\. An invitation is on its way\./,
  subject: 'Your Kampus account at',
  greeting: 'Hello Selin, ',
  setPassword: 'Set your password',
  newPassword: 'New password',
  confirmPassword: 'Confirm the new password',
  savePassword: 'Save the password',
  childDay: (name) => `${name}'s day`,
};

const turkish: Texts = {
  next: 'İleri',
  guardianStep: 'Veli 1',
  placementStep: 'Sınıf düzeyi ve şube',
  reviewStep: 'Kontrol et ve kaydet',
  invite: 'Hesap oluştur ve davet gönder',
  save: 'Öğrenciyi kaydet',
  saved: /kaydedildi, 3 taksitle\. Öğrenci numarası \d+\. Bir davet gönderiliyor\./,
  subject: 'Kampus hesabınız',
  greeting: 'Merhaba Selin, ',
  setPassword: 'Şifrenizi belirleyin',
  newPassword: 'Yeni şifre',
  confirmPassword: 'Yeni şifreyi onaylayın',
  savePassword: 'Şifreyi kaydet',
  childDay: (name) => `${name} için bugün`,
};

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Every click and choice the registrar makes, counted for the note. */
const counter = () => {
  let count = 0;
  return {
    click: async (locator: Locator) => {
      count += 1;
      await locator.click();
    },
    choose: async (locator: Locator, option: { index: number } | string) => {
      count += 1;
      await locator.selectOption(option);
    },
    get count() {
      return count;
    },
  };
};

/** The first grade level that has a class this season, and that class. */
const chooseClass = async (page: Page, acts: ReturnType<typeof counter>): Promise<string> => {
  await eventually(
    () => field(page, 'gradeLevel').locator('option').count(),
    (count) => count > 1,
    'the grade levels to load',
  );
  const levels = await field(page, 'gradeLevel').locator('option').count();
  for (let index = 1; index < levels; index += 1) {
    await field(page, 'gradeLevel').selectOption({ index });
    const found = await eventually(
      async () => {
        await page.waitForTimeout(300);
        return field(page, 'classId').locator('option').count();
      },
      () => true,
      'the classes of the grade level',
    );
    if (found > 1) {
      // Counted once: the grade level the registrar would choose at once.
      await acts.choose(field(page, 'gradeLevel'), { index });
      await acts.choose(field(page, 'classId'), { index: 1 });
      return (await field(page, 'classId').locator('option:checked').textContent()) ?? '';
    }
  }
  throw new Error('no grade level with a class this season');
};

/** The registrar's walk through the wizard, up to the saved message; answers the student's and the class's names. */
const admit = async (page: Page, texts: Texts, email: string, shots: string) => {
  const acts = counter();
  const lastName = `Yeni${Date.now() % 1_000_000}`;
  const next = () => acts.click(page.getByRole('button', { name: texts.next, exact: true }));
  await field(page, 'student.name').fill('Zeynep');
  await field(page, 'student.lastName').fill(lastName);
  await acts.choose(field(page, 'student.gender'), 'female');
  await next();

  await seen(page.getByRole('group', { name: texts.guardianStep }), 'the guardians step');
  await acts.choose(field(page, 'guardians[0].relation'), 'mother');
  await field(page, 'guardians[0].name').fill('Selin');
  await field(page, 'guardians[0].lastName').fill(lastName);
  await field(page, 'guardians[0].email').fill(email);
  const offer = page.getByRole('checkbox', { name: texts.invite });
  await seen(offer, 'the account offer');
  assert.equal(await offer.isChecked(), true, 'the offer is checked by default for a guardian with an e-mail');
  if (texts === turkish) await acts.choose(field(page, 'guardians[0].language'), 'tr');
  await shot(page, `guardian-${shots}`);
  await next();

  await seen(page.getByRole('region', { name: texts.placementStep }), 'the grade level and class step');
  const className = await chooseClass(page, acts);
  await shot(page, `class-${shots}`);
  await next();

  await field(page, 'fees[0].feeName').fill('Öğrenim ücreti');
  await field(page, 'fees[0].feeAmount').fill('12000');
  await next();
  await next();
  await field(page, 'plan.downPayment').fill('2000');
  await field(page, 'plan.firstDate').fill('2026-10-05');
  await acts.click(page.getByRole('tab', { name: texts.reviewStep }));

  const review = page.getByRole('region', { name: texts.reviewStep });
  await seen(review.getByText(new RegExp(`Zeynep ${lastName}, .* \\d{8}`)), 'the student and their number');
  await seen(review.getByText(className, { exact: false }).first(), 'the class by name');
  await seen(review.getByText(email, { exact: false }), 'the guardian to be invited');
  await seen(review.getByRole('rowheader', { name: 'Öğrenim ücreti' }), 'the fee by name');
  await eventually(
    () => review.getByRole('cell', { name: /5[.,]000[.,]00/ }).count(),
    (count) => count === 2,
    'two installments of 5,000.00 in the schedule',
  );
  await shot(page, `review-${shots}`);
  await acts.click(page.getByRole('button', { name: texts.save }));
  await seen(page.getByRole('status').filter({ hasText: texts.saved }), 'the saved message');
  return { student: `Zeynep ${lastName}`, clicks: acts.count };
};

/**
 * The guardian, in a browser of her own: the invitation read in the outbox (her language, the
 * school named), the mailed link, a password, and she lands on her child's day.
 */
const guardianSignsIn = async (
  context: BrowserContext,
  baseUrl: string,
  arrival: { email: string; student: string; texts: Texts; invitedBy: RegExp; language: string; shots: string },
  viewport: { width: number; height: number },
) => {
  const { texts } = arrival;
  const mail = await readMailInApp(context, baseUrl, arrival.email, texts.subject);
  assert.match(mail, new RegExp(texts.greeting));
  assert.match(mail, arrival.invitedBy);
  const path = /\/reset-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  assert.ok(path, `a set-password link in: ${mail}`);
  const browser = context.browser();
  assert.ok(browser);
  const own = await browser.newContext({ baseURL: baseUrl, viewport });
  own.setDefaultTimeout(WAIT_MS);
  try {
    const page = await own.newPage();
    await preferLanguages(page, [arrival.language]);
    await page.goto(path);
    await seen(page.getByRole('heading', { name: texts.setPassword }), 'the set-password page');
    await page.getByRole('textbox', { name: texts.newPassword, exact: true }).fill('Veli!2026pass');
    await page.getByRole('textbox', { name: texts.confirmPassword }).fill('Veli!2026pass');
    await page.getByRole('button', { name: texts.savePassword }).click();
    await page.waitForURL('**/account/home');
    await seen(page.getByRole('heading', { level: 1, name: texts.childDay(arrival.student) }), "the child's day");
    await shot(page, `parent-home-${arrival.shots}`);
  } finally {
    await own.close();
  }
};

appTest(
  'the registrar admits a student and the mother signs in from the invitation',
  async ({ page, context, baseUrl, t }) => {
    await login(page, 'school@kampus.test');
    await openFromMenu(page, 'Enrollment', 'New enrollment', '/enrollment/new');
    const email = `e2e.admission.${Date.now()}@example.org`;
    const { student, clicks } = await admit(page, english, email, 'en-desktop');
    t.diagnostic(`clicks and choices of the registrar, English desktop: ${clicks}`);

    const invitedBy = /Demo High School has created a Kampus account for you/;
    const arrival = { email, student, texts: english, invitedBy, language: 'en', shots: 'en-desktop' };
    await guardianSignsIn(context, baseUrl, arrival, { width: 1280, height: 900 });
  },
);

appTest('in Turkish on a 390 px phone, the invitation in Turkish', async ({ page, context, baseUrl }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'school@kampus.test');
  await page.evaluate(() => localStorage.setItem('kampus.language', 'tr'));
  await page.goto('/enrollment/new');
  const email = `e2e.kabul.${Date.now()}@example.org`;
  const { student } = await admit(page, turkish, email, 'tr-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the wizard fits the phone (${width} px wide)`);

  const invitedBy = /Demo High School sizin için bir Kampus hesabı oluşturdu/;
  const arrival = { email, student, texts: turkish, invitedBy, language: 'tr', shots: 'tr-phone' };
  await guardianSignsIn(context, baseUrl, arrival, { width: 390, height: 844 });
});

appTest(
  'a sibling joins the demo family: the mother is found by search and the sibling discount is suggested',
  async ({ page }) => {
    await login(page, 'school@kampus.test');
    await page.goto('/enrollment/new');
    const lastName = `Kardes${Date.now() % 1_000_000}`;
    await field(page, 'student.name').fill('Ada');
    await field(page, 'student.lastName').fill(lastName);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('button', { name: 'Existing', exact: true }).click();
    const picker = page.getByRole('combobox', { name: 'Find a guardian' });
    await picker.fill('Pelin Veli');
    // One entry for the person behind both children's records, with her children to recognise her.
    const option = page.getByRole('option').filter({ hasText: 'Pelin Veli' });
    await seen(option.filter({ hasText: /Children: .*Deniz Öğrenci/ }), 'the mother with her children');
    assert.equal(await option.count(), 1, 'the mother once, not once per child');
    await shot(page, 'guardian-search-en-desktop');
    await option.click();
    await seen(page.getByText('Has an account: the new child is added to it.'), 'her account kept');
    const suggestion = page.getByRole('status').filter({ hasText: 'A sibling of' });
    await seen(suggestion.getByText(/Suggested: Kardeş indirimi \(10 %\)/), 'the sibling discount suggested');
    await suggestion.getByRole('button', { name: 'Add the sibling discount' }).click();
    await seen(suggestion.getByText(/Kardeş indirimi \(10 %\) is added\./), 'the discount added');
    await shot(page, 'sibling-en-desktop');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await chooseClass(page, counter());
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await field(page, 'fees[0].feeName').fill('Öğrenim ücreti');
    await field(page, 'fees[0].feeAmount').fill('20000');
    // Straight to the plan from the stepper (a wrapped step once covered this one).
    await page.getByRole('tab', { name: 'Installment plan' }).click();
    await field(page, 'plan.downPayment').fill('2000');
    await page.getByRole('tab', { name: 'Review and save' }).click();
    const review = page.getByRole('region', { name: 'Review and save' });
    await seen(review.getByRole('rowheader', { name: 'Kardeş indirimi' }), 'the sibling discount by name');
    await seen(review.getByRole('cell', { name: '-TRY 2,000.00' }), 'its amount');
    await seen(review.getByRole('cell', { name: 'TRY 18,000.00' }), 'what is left to pay');
    await page.getByRole('button', { name: 'Enrol the student' }).click();
    await seen(page.getByRole('status').filter({ hasText: `Ada ${lastName} is enrolled` }), 'the saved message');
  },
);
