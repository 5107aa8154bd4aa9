/**
 * Keyboard-only walks. School staff: sign in, open the students from the side menu, find a
 * student by typing part of the full name without Turkish letters, open the record from the grid,
 * edit and save it, and sign out. A teacher: sign in, open the attendance register from the side
 * menu, mark a student Late with a note, save, and sign out. After every key press focus is on an
 * element (never `<body>`) that shows a focus indicator; after each navigation it is on the new
 * page's heading.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, seen } from '../support/flows.ts';
import { assertFocusVisible, countKeys, focused, tabTo } from '../support/keyboard.ts';
import { headingFocused, openMenuEntry, press, signIn, signOut, withinBudget } from '../support/keyboard-tasks.ts';

const { appTest } = useApp(import.meta.url);

/** "Deniz Öğrenci" typed without Turkish letters: the search ignores accents and case. */
const SEARCH = 'deniz ogrenci';
const FIRST_NAME = 'Deniz';
const LAST_NAME = 'Öğrenci';
const STUDENT = `${FIRST_NAME} ${LAST_NAME}`;

appTest('sign in, find, open, edit and save a student, and sign out with the keyboard only', async ({ page }) => {
  await signIn(page, 'school@kampus.test');

  await openMenuEntry(page, 'Student affairs', 'Students');
  await page.waitForURL((url) => url.pathname === '/student');
  await headingFocused(page, 'Students', 'following the menu link');
  await assertFocusVisible(page, 'opening the students');
  // Counted from the page: the way through the side menu depends on the user's frequent menus and
  // open groups, which other specs on the same server change.
  const keys = countKeys(page);

  // Search by typing the full name without Turkish letters.
  await tabTo(page, (now) => now.tag === 'INPUT' && now.name === 'Search', 'the search field');
  await page.keyboard.type(SEARCH);
  const grid = page.getByRole('grid', { name: 'Students' });
  await eventually(
    () =>
      grid
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') })
        .evaluateAll((rows) =>
          rows.map((row) =>
            Array.from(row.querySelectorAll('[role="gridcell"]'), (cell) => cell.textContent ?? '').join(' | '),
          ),
        ),
    (rows) => rows.length === 1 && rows[0]?.includes(`${FIRST_NAME} | ${LAST_NAME}`) === true,
    `only ${STUDENT} listed after typing "${SEARCH}"`,
  );

  // Into the grid (one Tab stop), then the row's Edit button with the arrow keys.
  await tabTo(page, (now) => now.role === 'gridcell' || now.role === 'columnheader', 'the students grid');
  await seen(page.getByText("Arrow keys move between the table's cells", { exact: false }), 'the grid keyboard hint');
  while ((await focused(page)).role === 'columnheader') await press(page, 'ArrowDown', 'moving into the rows');
  await press(page, 'End', 'moving to the row actions');
  // The grid hands focus from the actions cell to its first button a moment later.
  await eventually(
    () => focused(page),
    (now) => now.tag === 'BUTTON' && now.name === `Edit ${STUDENT}`,
    'End to reach the row Edit button',
  );
  await assertFocusVisible(page, 'reaching the Edit button');
  await page.keyboard.press('Enter');
  // Edit opens the student's form (`/student/{id}` is the profile since issue 12).
  await page.waitForURL((url) => /^\/student\/\d+\/edit$/.test(url.pathname));
  await headingFocused(page, STUDENT, 'opening the record');
  await assertFocusVisible(page, 'opening the record');

  // Edit the address and save.
  const address = `Keyboard street ${Date.now().toString(36)}`;
  await tabTo(page, (now) => now.tag === 'TEXTAREA' && now.name.startsWith('Address'), 'the address field');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(address);
  await tabTo(page, (now) => now.tag === 'BUTTON' && now.name === 'Save', 'the Save button');
  await page.keyboard.press('Enter');
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  withinBudget('find, edit and save a student', keys(), { tabs: 33, keys: 38 });
  await eventually(
    () => focused(page),
    (now) => now.tag !== 'BODY',
    'focus kept on an element after saving',
  );
  await assertFocusVisible(page, 'saving');

  await signOut(page);
});

/** The register line (`data-student`, the student's full name) that holds focus; '' outside one. */
const focusedLine = (page: Page): Promise<string> =>
  page.evaluate<string>(`document.activeElement?.closest('[data-student]')?.getAttribute('data-student') ?? ''`);

appTest('a teacher takes a class’s attendance in the register with the keyboard only', async ({ page }) => {
  await signIn(page, 'teacher@kampus.test');
  await openMenuEntry(page, 'Student affairs', 'Attendance register');
  await page.waitForURL((url) => url.pathname === '/attendance/register');
  await headingFocused(page, 'Attendance register', 'following the menu link');
  await assertFocusVisible(page, 'opening the register');
  const keys = countKeys(page);

  // The first class and today's first lesson are chosen for the teacher: its students are listed.
  const lines = page.locator('[role="group"][data-student]');
  await eventually(
    () => lines.count(),
    (n) => n === 10,
    'the ten students of the class',
  );
  // The first student still marked "Present": another spec on the same server may have marked some.
  const student =
    (await lines
      .filter({ has: page.getByRole('combobox').filter({ hasText: /^Present$/ }) })
      .first()
      .getAttribute('data-student')) ?? '';
  const counts = page.getByText(/^Present: \d+/);
  const before = (await counts.innerText()).match(/Present: (\d+)(?:.*Late: (\d+))?/) ?? [];
  const present = Number(before[1]);
  const late = Number(before[2] ?? 0);
  const line = page.getByRole('group', { name: student, exact: true });

  // Past the class, date and lesson choices to the first student's mark ("Present" until marked).
  await tabTo(page, (now) => now.role === 'combobox' && now.name === 'Present', 'the first student’s mark');
  assert.equal(await focusedLine(page), student, 'the first "Present" reached is that student’s');
  // Enter opens the choices; the arrow keys move among them, Enter picks one and closes them.
  await press(page, 'Enter', 'opening the marks');
  await eventually(
    () => focused(page),
    (now) => now.role === 'option',
    'focus on the marks offered',
  );
  for (let step = 0; step < 10 && (await focused(page)).name !== 'Late'; step += 1) {
    await press(page, 'ArrowDown', 'moving among the marks');
  }
  assert.equal((await focused(page)).name, 'Late', 'the arrow keys reach "Late"');
  await press(page, 'Enter', 'choosing "Late"');
  await eventually(
    () => focused(page),
    (now) => now.role === 'combobox' && now.name === 'Late',
    'focus back on the student’s mark, now "Late"',
  );
  assert.equal(await focusedLine(page), student, 'focus back on the same student’s mark');
  await assertFocusVisible(page, 'choosing "Late"');

  // The note beside it, then Save at the end of the list.
  await tabTo(page, (now) => now.tag === 'INPUT' && now.name.startsWith('Note'), 'the student’s note');
  assert.equal(await focusedLine(page), student, 'the note of the same student');
  await page.keyboard.type('Bus was late');
  await eventually(
    () => counts.innerText(),
    (text) => text.includes(`Present: ${present - 1}`) && text.includes(`Late: ${late + 1}`),
    'the counts of the marks',
  );
  await tabTo(page, (now) => now.tag === 'BUTTON' && now.name === 'Save attendance', 'the Save attendance button');
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/attendances/register') && response.request().method() !== 'GET',
  );
  await page.keyboard.press('Enter');
  const response = await answered;
  assert.ok(response.ok(), `the register saved (HTTP ${String(response.status())})`);
  await seen(page.getByText('Attendance saved.'), 'the "Attendance saved." message');
  withinBudget('take a class’s attendance', keys(), { tabs: 25, keys: 30 });
  await eventually(
    () => focused(page),
    (now) => now.tag !== 'BODY',
    'focus kept on an element after saving',
  );
  await assertFocusVisible(page, 'saving the register');

  // Stored: the register read again shows the mark and the note.
  await page.reload();
  await eventually(
    () => lines.count(),
    (n) => n === 10,
    'the register after a reload',
  );
  assert.equal(await line.getByRole('combobox').textContent(), 'Late', 'the saved mark after a reload');
  assert.equal(await line.getByRole('textbox', { name: 'Note' }).inputValue(), 'Bus was late', 'the saved note');

  await signOut(page);
});

appTest(
  'a school admin skips the filters to the results and opens a student with Enter on its row',
  async ({ page }) => {
    await signIn(page, 'school@kampus.test');
    await openMenuEntry(page, 'Student affairs', 'Students');
    await page.waitForURL((url) => url.pathname === '/student');
    await headingFocused(page, 'Students', 'following the menu link');
    const keys = countKeys(page);
    const grid = page.getByRole('grid', { name: 'Students' });
    await seen(grid.getByRole('gridcell').first(), 'the students listed');

    // "Skip to results", hidden until focused, goes past the search and the filters into the grid.
    await tabTo(page, (now) => now.tag === 'A' && now.name === 'Skip to results', 'the "Skip to results" link');
    await press(page, 'Enter', 'skipping to the results');
    await eventually(
      () => focused(page),
      (now) => now.role === 'columnheader' || now.role === 'gridcell',
      'focus in the students grid after "Skip to results"',
    );
    await seen(page.getByText("Arrow keys move between the table's cells", { exact: false }), 'the grid keyboard hint');
    while ((await focused(page)).role === 'columnheader') await press(page, 'ArrowDown', 'moving into the rows');

    // Enter on a cell of the row opens the student's profile, as a click on the row does.
    const row = page.locator('[role="row"]').filter({ has: page.locator(':focus') });
    const cells = await row.getByRole('gridcell').allInnerTexts();
    const firstName = cells[1] ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/student\/\d+$/.test(url.pathname));
    // The profile opens on its first tab, whose heading takes focus; the student is named above it.
    await headingFocused(page, 'Overview', 'opening the row with Enter');
    await seen(page.getByText(firstName, { exact: false }).first(), `the profile of ${firstName}`);
    await assertFocusVisible(page, 'opening the row with Enter');
    withinBudget('open a student from the list', keys(), { tabs: 8, keys: 11 });
  },
);
