/**
 * npm run bench:gradebook-grid --workspace bench
 * Issue 31's measure of the teacher's grid: a class of 40 students with 60 assignments of a course
 * (made through the API as the demo school administrator), opened at /gradebook in headless
 * Chromium against the real server (PGlite, demo data, the built web app, as the e2e specs run
 * it). Reports the time from navigation to the grid's first screen painted and to its last cell in the
 * document: the first open right after the class was made (the server still at its jobs), cold opens
 * in fresh browser contexts (an empty cache, nothing loaded before) once the job queue is empty,
 * each with where its time went, and warm reloads (BENCH_GRID_ROUNDS); and the typing of 100 scores
 * by keyboard: the time to type them, the time until the last is saved, and how many read back
 * wrong after a reload (lost keystrokes).
 * Writes results/gradebook-grid.md.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { launchBrowser } from '../e2e/support/app.ts';
import { startServer } from '../e2e/support/server.ts';

const STUDENTS = 40;
const ASSIGNMENTS = 60;
const SCORES = 100;
const rounds = Number(process.env.BENCH_GRID_ROUNDS ?? 5);

type Rec = Record<string, unknown> & { id: number };

const METRICS = 'bench-gradebook-metrics-token';
const server = await startServer({ env: () => ({ KAMPUS_METRICS_TOKEN: METRICS }) });
const browser = await launchBrowser();
try {
  const base = server.baseUrl;
  const login = await fetch(`${base}/en/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'school@kampus.test', pwd: 'Kampus!2026' }),
  });
  const { accessToken, userId } = (await login.json()) as { accessToken: string; userId: string };
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const idOf = (value: unknown) => Number(String(value).split('/').pop());
  /** The server's job queue depth (`kampus_jobs_due` of /metrics). */
  const jobsDue = async (): Promise<number> => {
    const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text();
    return Number(/^kampus_jobs_due (\d+)/m.exec(text)?.[1] ?? 0);
  };
  const [nineA] = await call<Rec[]>('/api/classes.json?search=9-A');
  const [course] = await call<Rec[]>('/api/courses.json?search=MAT9');
  const [member] = await call<Rec[]>(`/api/class_students.json?classId=${nineA?.id}&itemsPerPage=1`);
  if (!nineA || !course || !member) throw new Error('the demo’s 9-A, Mathematics 9 and a term');
  const school = idOf(nineA.school);
  const klass = await call<Rec>('/api/classes', { school, season: idOf(nineA.season), title: 'Bench 40' });
  for (let i = 1; i <= STUDENTS; i += 1) {
    const student = await call<Rec>('/api/students', { school, name: `Pupil ${i}`, lastName: `Bench ${1000 + i}` });
    await call('/api/class_students', { school, classId: klass.id, student: student.id, term: idOf(member.term) });
  }
  for (let k = 1; k <= ASSIGNMENTS; k += 1)
    await call('/api/assignments', {
      school,
      class: klass.id,
      course: course.id,
      title: `Work ${k}`,
      kind: 'homework',
      maxPoints: '20',
      dueDate: `2027-03-${String((k % 28) + 1).padStart(2, '0')}`,
    });

  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page: Page = await context.newPage();
  await page.goto('/login');
  // The session as the login page stores it (a string: the bench's types know no DOM storage).
  await page.evaluate(
    `localStorage.setItem('kampus.token', ${JSON.stringify(accessToken)});` +
      `localStorage.setItem('kampus.userId', ${JSON.stringify(userId)});`,
  );
  const url = `/gradebook?class=${klass.id}&course=${course.id}`;
  const lastRow = `td[data-row="${STUDENTS - 1}"][data-col="${ASSIGNMENTS - 1}"]`;
  // In the page's own clock, from navigation start: the grid's first cell in the document (its
  // first screen is drawn in one commit with it), the frame after it (the first screen painted),
  // and the last cell in the document (the whole grid drawn). A string: the bench's types know no DOM.
  const marksScript = `(() => {
    const marks = {};
    window.__gridMarks = marks;
    const observer = new MutationObserver(() => {
      if (marks.first === undefined && document.querySelector('td[data-row="0"][data-col="0"]')) {
        marks.first = performance.now();
        requestAnimationFrame(() => { marks.painted = performance.now(); });
      }
      if (marks.last === undefined && document.querySelector(${JSON.stringify(lastRow)})) {
        marks.last = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`;
  await context.addInitScript(marksScript);
  interface Open {
    /** Navigation start to the first screen painted. */
    painted: number;
    /** Navigation start to the whole grid in the document. */
    total: number;
    /** From the grid's answer to its first screen painted. */
    render: number;
  }
  const open = async (): Promise<Open> => {
    await page.goto(url);
    await page.waitForSelector(lastRow);
    // Polled: the app's content security policy refuses waitForFunction's evaluated predicate.
    while ((await page.evaluate('window.__gridMarks.painted === undefined')) === true)
      await new Promise((wake) => setTimeout(wake, 20));
    return page.evaluate(`(() => {
      const marks = window.__gridMarks;
      const read = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/gradebook?'));
      return { painted: marks.painted, total: marks.last, render: marks.painted - (read ? read.responseEnd : marks.painted) };
    })()`);
  };
  const dueAtFirstOpen = await jobsDue();
  const opens: Open[] = [];
  for (let i = 0; i < rounds; i += 1) opens.push(await open());

  /**
   * A cold open as a teacher's first of the day after a new version: a fresh browser context (an
   * empty cache, no page loaded before) holding the session the app keeps, straight to the grid,
   * the server idle. With where the time went: the page's
   * document, the app's entry script asked for, and the grid's answer.
   */
  interface ColdOpen extends Open {
    document: number;
    entryScript: number;
    gridAnswer: number;
  }
  const kept = (await page.evaluate(
    `JSON.stringify(Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('kampus.')).map((k) => [k, localStorage.getItem(k)])))`,
  )) as string;
  const idleSince = Date.now();
  while ((await jobsDue()) > 0 && Date.now() - idleSince < 180_000) await new Promise((wake) => setTimeout(wake, 200));
  const coldOpen = async (): Promise<ColdOpen> => {
    const fresh = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    // The session as the teacher's browser keeps it between visits (token, user, school, season):
    // what the app stored in the first context, its HTTP cache left behind.
    await fresh.addInitScript(
      `(() => { for (const [k, v] of Object.entries(${kept})) localStorage.setItem(k, v); })()`,
    );
    await fresh.addInitScript(marksScript);
    const tab = await fresh.newPage();
    await tab.goto(url);
    await tab.waitForSelector(lastRow);
    while ((await tab.evaluate('window.__gridMarks.painted === undefined')) === true)
      await new Promise((wake) => setTimeout(wake, 20));
    const result = (await tab.evaluate(`(() => {
      const marks = window.__gridMarks;
      const entries = performance.getEntriesByType('resource');
      const grid = entries.find((entry) => entry.name.includes('/gradebook?'));
      const script = entries.find((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        painted: marks.painted,
        total: marks.last,
        render: marks.painted - (grid ? grid.responseEnd : marks.painted),
        document: navigation ? navigation.responseEnd : 0,
        entryScript: script ? script.startTime : 0,
        gridAnswer: grid ? grid.responseEnd : 0,
      };
    })()`)) as ColdOpen;
    await fresh.close();
    return result;
  };
  const colds: ColdOpen[] = [];
  for (let i = 0; i < rounds; i += 1) colds.push(await coldOpen());

  // 100 scores typed down the columns: Enter goes down; at the foot, Tab and the arrows up.
  await page.locator('td[data-row="0"][data-col="0"]').click();
  const valueOf = (index: number) => (index % 4 === 0 ? `${index % 20}.5` : String(index % 21));
  const typed = performance.now();
  for (let index = 0; index < SCORES; index += 1) {
    if (index > 0 && index % STUDENTS === 0) {
      await page.keyboard.press('Tab');
      for (let up = 0; up < STUDENTS - 1; up += 1) await page.keyboard.press('ArrowUp');
    }
    await page.keyboard.type(valueOf(index));
    await page.keyboard.press('Enter');
  }
  const typingMs = performance.now() - typed;
  // Polled from here: the app's content security policy allows no script evaluated from a string.
  const deadline = Date.now() + 120_000;
  while ((await page.locator('td.saved').count()) < SCORES || (await page.locator('td.saving').count()) > 0) {
    if (Date.now() > deadline) throw new Error('the scores were not all saved within 2 minutes');
    await new Promise((wake) => setTimeout(wake, 20));
  }
  const savedMs = performance.now() - typed;
  await open();
  let wrong = 0;
  for (let index = 0; index < SCORES; index += 1) {
    const cell = page.locator(`td[data-row="${index % STUDENTS}"][data-col="${Math.floor(index / STUDENTS)}"]`);
    if (((await cell.textContent()) ?? '') !== valueOf(index)) wrong += 1;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const [cold, ...warm] = opens;
  const list = (values: number[]) => values.map((n) => n.toFixed(0)).join(', ');
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const markdown = `# Gradebook grid in Chromium (issue 31)

${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version},
load average at the end ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} (the machine is shared: the times are upper bounds). Headless Chromium, PGlite, the built web app.

A class of ${STUDENTS} students × ${ASSIGNMENTS} assignments (${STUDENTS * ASSIGNMENTS} cells), as the school administrator.

| measure | figure |
| ------- | ------ |
| navigation to the grid's first screen painted, first open right after the class was made (${dueAtFirstOpen} jobs due) | ${cold?.painted.toFixed(0)} ms (from the grid's answer ${cold?.render.toFixed(0)} ms) |
| the same, cold: a fresh browser context each (empty cache), the server idle, median of ${colds.length} | ${median(colds.map((o) => o.painted)).toFixed(0)} ms (${list(colds.map((o) => o.painted))}) |
| of which: the document in, the first script asked for, the grid's answer in (medians) | ${median(colds.map((o) => o.document)).toFixed(0)}, ${median(colds.map((o) => o.entryScript)).toFixed(0)}, ${median(colds.map((o) => o.gridAnswer)).toFixed(0)} ms |
| the same, median of ${warm.length} reloads | ${median(warm.map((o) => o.painted)).toFixed(0)} ms (${list(warm.map((o) => o.painted))}) |
| of which from the grid's answer to its first screen painted (median) | ${median(warm.map((o) => o.render)).toFixed(0)} ms (${list(warm.map((o) => o.render))}) |
| navigation to the whole grid in the document (its last cell), median of ${warm.length} reloads | ${median(warm.map((o) => o.total)).toFixed(0)} ms (${list(warm.map((o) => o.total))}) |
| typing ${SCORES} scores by keyboard (Enter, Tab, arrows) | ${(typingMs / 1000).toFixed(1)} s |
| until the last is saved | ${(savedMs / 1000).toFixed(1)} s |
| scores read back wrong after a reload | ${wrong} of ${SCORES} |
`;
  const target = fileURLToPath(new URL('results/gradebook-grid.md', import.meta.url));
  const formatted = await format(markdown, { ...(await resolveConfig(target)), parser: 'markdown' });
  writeFileSync(target, formatted);
  console.log(formatted);
} finally {
  await browser.close();
  await server.stop();
}
