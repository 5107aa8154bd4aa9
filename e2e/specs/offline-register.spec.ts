/**
 * Offline registers (issue 30, part 4; docs/school-life.md "Offline"), on a phone's width: the demo
 * teacher opens the register, loses the network, still reads the class (the service worker's kept
 * answer), marks a student absent and is told it is saved on the phone and not yet sent; back
 * online, it is sent by itself, and a reload shows the mark. When the office changes the same
 * student meanwhile (through the API), the sync keeps the office's mark and says so in words, and
 * "Apply mine" writes the teacher's.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, login, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url, { serviceWorkers: 'allow' });

// The register's own notice (the snackbar after the click says the first sentence only, for a while).
const NOT_SENT = /Saved on this phone, not yet sent\. It is sent as soon as the network is back\./;
const SENT = 'The attendance saved on this phone has been sent.';
const LATE = 2;

interface Register {
  class: { id: number } | null;
  date: string;
  scheduleId: number;
  lines: { student: { id: number; name: string; lastName: string } }[];
}

const studentLines = (page: Page): Locator => page.locator('[role="group"][data-student]');
const lineOf = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });
const markOf = (page: Page, name: string) => lineOf(page, name).getByRole('combobox');

const choose = async (page: Page, name: string, option: string) => {
  await markOf(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await eventually(
    () => markOf(page, name).textContent(),
    (text) => text === option,
    `${name} marked ${option}`,
  );
};

/**
 * Reloads the page and answers its read of the register. A read of the page before the reload
 * can answer first (a busy machine), and its body goes with that page: then it reloads again.
 */
const registerAfterReload = async (page: Page): Promise<Register> => {
  for (let attempt = 1; ; attempt += 1) {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/attendances/register') && response.request().method() === 'GET',
    );
    await page.reload();
    try {
      return (await (await answered).json()) as Register;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/**
 * Signs the teacher in at 390 px and opens the register with the service worker in control (a
 * reload once it is active), so its read is kept for offline; answers the register as read.
 */
const openRegister = async (page: Page): Promise<Register> => {
  await login(page, 'teacher@kampus.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/attendance/register');
  await eventually(
    () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
    (state) => state === 'activated',
    'the service worker registered and active',
  );
  const register = await registerAfterReload(page);
  await eventually(
    () => page.evaluate(() => navigator.serviceWorker.controller !== null),
    (yes) => yes,
    'the service worker controls the page',
  );
  await eventually(
    () => studentLines(page).count(),
    (n) => n === register.lines.length && n > 0,
    'the class’s students',
  );
  return register;
};

const fullName = (register: Register, index: number): string => {
  const line = register.lines.at(index);
  assert.ok(line, `a student at ${index}`);
  return `${line.student.name} ${line.student.lastName}`;
};

appTest(
  'a teacher marks a student absent offline; it is sent once the network is back and stays after a reload',
  async ({ page, context }) => {
    const register = await openRegister(page);
    const name = fullName(register, -1);

    // No network: the page still opens, with the class as last read.
    await context.setOffline(true);
    await page.reload();
    await eventually(
      () => studentLines(page).count(),
      (n) => n === register.lines.length,
      'the class list read offline',
    );
    await choose(page, name, 'Absent');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await seen(page.getByText(NOT_SENT).first(), 'the save kept on the phone');
    assert.equal(await markOf(page, name).textContent(), 'Absent', 'the mark shown while it waits');

    await context.setOffline(false);
    await seen(page.getByText(SENT).first(), 'the kept save sent when the network came back');
    await eventually(
      () => page.getByText(NOT_SENT).count(),
      (n) => n === 0,
      'nothing left waiting',
    );

    await page.reload();
    await eventually(
      () => studentLines(page).count(),
      (n) => n === register.lines.length,
      'the register after a reload',
    );
    assert.equal(await markOf(page, name).textContent(), 'Absent', 'the mark stored on the server');
  },
);

appTest(
  'a mark the office changed while the teacher was offline is kept, told in words, and “Apply mine” writes the teacher’s',
  async ({ page, context }) => {
    const register = await openRegister(page);
    const name = fullName(register, -2);
    const student = register.lines.at(-2)?.student.id;

    await context.setOffline(true);
    await choose(page, name, 'Absent');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await seen(page.getByText(NOT_SENT).first(), 'the save kept on the phone');

    // Meanwhile the school's office marks the same student late (the API, not this browser).
    const signedIn = await page.request.post('/en/login', {
      data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD },
    });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const office = await page.request.put('/api/attendances/register', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        classId: register.class?.id,
        date: register.date,
        scheduleId: register.scheduleId,
        marks: [{ student, attendanceType: LATE, note: null }],
      },
    });
    assert.equal(office.status(), 200, 'the office’s change is stored');

    await context.setOffline(false);
    const told = page.getByText(
      new RegExp(`^${name}: you marked Absent; .+ had marked Late at \\d\\d:\\d\\d\\. Kept theirs\\.$`),
    );
    await seen(told, 'the conflict in words');
    await eventually(
      () => markOf(page, name).textContent(),
      (text) => text === 'Late',
      'the office’s mark kept on the register',
    );

    await page.getByRole('button', { name: 'Apply mine' }).click();
    await eventually(
      () => told.count(),
      (n) => n === 0,
      'the conflict gone once applied',
    );
    await page.reload();
    await eventually(
      () => studentLines(page).count(),
      (n) => n === register.lines.length,
      'the register after a reload',
    );
    assert.equal(await markOf(page, name).textContent(), 'Absent', 'the teacher’s mark applied');
  },
);
