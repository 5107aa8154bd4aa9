/**
 * Screenshots of each role's home page for the note and docs/home.md:
 * `node --import tsx e2e/tools/screenshots.ts` starts its own server (the built web app, a fresh
 * database with the demo data, as the e2e specs do), records the attendance of the demo teacher's
 * first two lessons (one student absent) so the staff figures are not all zero, then saves
 * `docs/screenshots/first-day/<role>-<language>-<device>.png` for the school admin, the teacher
 * and the parent, in English, Turkish and Arabic, on a desktop (1366x900) and a phone (390x844).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser } from 'playwright-core';
import { launchBrowser } from '../support/app.ts';
import { DEMO_PASSWORD, settled, signInByApi } from '../support/flows.ts';
import { ROOT, startServer } from '../support/server.ts';

const OUT = join(ROOT, 'docs', 'screenshots', 'first-day');
const roles = ['school', 'teacher', 'parent'] as const;
const languages = ['en', 'tr', 'ar'] as const;
const devices = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

type Json = Record<string, unknown>;

const signIn = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, `POST /en/login as ${email}`);
  return (await response.json()) as { accessToken: string; userId: string };
};

/** The teacher takes the attendance of their first two lessons of today, one student absent in each. */
const takeSomeAttendance = async (request: APIRequestContext): Promise<void> => {
  const { accessToken } = await signIn(request, 'teacher@kampus.test');
  const headers = { authorization: `Bearer ${accessToken}` };
  const me = (await (await request.get('/api/users.json?email=teacher@kampus.test', { headers })).json()) as Json[];
  const lessons = (await (
    await request.get(`/api/schedules.json?teacherId=${String(me[0]?.id)}&pagination=false&order[enterTime]=asc`, {
      headers,
    })
  ).json()) as Json[];
  for (const lesson of lessons.slice(0, 2)) {
    const klass = lesson.classId as { id: number; students: { student: { id: number } | null }[] };
    const students = [...new Set(klass.students.map((member) => member.student?.id ?? 0))].filter(Boolean);
    const items = students.map((student, index) => ({
      school: lesson.school,
      season: lesson.season,
      attendanceDate: lesson.scheduleDate,
      enterTime: lesson.enterTime,
      exitTime: lesson.exitTime,
      teacherId: lesson.teacherId,
      classId: klass.id,
      scheduleId: lesson.id,
      student: `/api/students/${student}`,
      attendanceType: index === 0 ? '/api/attendance_types/100' : null,
    }));
    const saved = await request.post('/api/attendances/bulk', { headers, data: { items } });
    assert.equal(saved.status(), 201, 'the attendance of a demo lesson');
  }
};

const shoot = async (browser: Browser, baseUrl: string): Promise<string[]> => {
  const files: string[] = [];
  for (const role of roles) {
    for (const language of languages) {
      for (const [device, viewport] of Object.entries(devices)) {
        const context = await browser.newContext({ baseURL: baseUrl, viewport, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await signInByApi(page, `${role}@kampus.test`, language);
        await page.goto('/account/home');
        // The home's own sections (figures, lessons or the child's day) are its content.
        await page.locator('main section, main ul[aria-label]').first().waitFor({ state: 'visible', timeout: 30_000 });
        await settled(page, 'the home page');
        const file = join(OUT, `${role}-${language}-${device}.png`);
        await page.screenshot({ path: file, fullPage: device === 'phone' });
        files.push(file);
        await context.close();
      }
    }
  }
  return files;
};

const main = async (): Promise<void> => {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const setup = await browser.newContext({ baseURL: server.baseUrl });
    await takeSomeAttendance(setup.request);
    await setup.close();
    const files = await shoot(browser, server.baseUrl);
    console.log(files.map((file) => file.slice(ROOT.length + 1)).join('\n'));
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
