/**
 * Course content and report cards (issue 12, parts 6 and 8): `student@` opens the course videos
 * from the menu, plays the demo lecture and seeks in it (the player's time moves and the server
 * answers a range request with 206); the school administrator prints a class's report cards and
 * downloads the one PDF, a page per student.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useApp } from '../support/app.ts';
import { eventually, login, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

appTest('student plays a course video and seeks in it', async ({ page }) => {
  const partial: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/course_videos\/\d+\/files\/video\?ticket=/.test(response.url())) partial.push(response.status());
  });
  await login(page, 'student@kampus.test');
  await openFromMenu(page, 'Classes', 'Course videos', '/courses/video');
  await page.getByRole('link', { name: /^Play Functions: an introduction( |$)/ }).click();
  await page.waitForURL((url) => /^\/courses\/video\/\d+$/.test(url.pathname));
  const player = page.getByLabel('Video player');
  await seen(player, 'the video player');
  // Ready to seek once the browser has read the length from the file's first bytes.
  await eventually(
    () => player.evaluate((video: HTMLVideoElement) => video.readyState >= 1 && video.duration > 5),
    (ready) => ready,
    'the video metadata',
  );
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    video.currentTime = 6;
  });
  await eventually(
    () => player.evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, seeking: video.seeking })),
    (state) => !state.seeking && state.time >= 5.9,
    'the player at six seconds',
  );
  assert.ok(partial.includes(206), `a range of the video was served (statuses: ${partial.join(', ')})`);
});

appTest("school admin prints a class's report cards as one PDF", async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Academic', 'Report cards', '/academic/report-cards');
  await seen(page.getByRole('combobox', { name: 'Class' }), 'the class choice');
  await eventually(
    () => page.getByRole('combobox', { name: 'Class' }).textContent(),
    (text) => (text ?? '').trim() === '9-A',
    'the first class chosen',
  );
  await page.getByRole('button', { name: 'Print report cards', exact: true }).click();
  await seen(page.getByText('The report cards are ready (10 pages).'), 'the report cards ready');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Open the PDF', exact: true }).click(),
  ]);
  const path = await download.path();
  assert.ok(path, 'the PDF was saved');
  const pdf = await readFile(path);
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  assert.equal((pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length, 10, 'a page per student');
});
