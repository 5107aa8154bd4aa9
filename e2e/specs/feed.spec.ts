/**
 * The school feed (issue 14, item 3) in a real browser: a teacher posts to parents only, with
 * markdown whose script never runs; a parent sees it, likes a post and comments, the counts
 * changing without a reload; a student never sees the parents' post.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { login, seen } from '../support/flows.ts';
import { ROOT } from '../support/server.ts';

const SHOTS = join(ROOT, 'docs', 'screenshots', 'feed');
const TITLE = 'Museum trip on Tuesday';

const { appTest } = useApp(import.meta.url);

const shot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** A 1 × 1 PNG and a minimal PDF: what the upload checks is their first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const post = (page: Page, title: string) => page.getByRole('article', { name: title });

appTest('a teacher posts to parents only; the markdown shows and its script does not run', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await page.goto('/feeds');
  await seen(post(page, 'Welcome to the new school year'), 'the demo welcome post');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.waitForURL('**/feeds/new');
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Short text').fill('Permission slips by Monday.');
  await page
    .getByLabel('Content')
    .fill(
      '**Bring lunch** and a notebook.\n\n<script>window.__feedScript = 1</script><img src=x onerror="window.__feedScript = 2">',
    );
  await page.getByLabel('Tags').fill('trip, museum');
  await page.getByRole('checkbox', { name: 'Parents' }).check();
  // A page named like a picture is refused by its content; a real picture and a PDF are kept.
  await page.getByTestId('feed-upload-cover').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>1</script></html>'),
  });
  await seen(page.getByText('This file must be a PNG, JPEG, GIF or WebP image.'), 'the refused cover');
  await page.getByTestId('feed-upload-cover').setInputFiles({ name: 'museum.png', mimeType: 'image/png', buffer: PNG });
  await seen(page.getByRole('img', { name: 'The cover picture' }), 'the cover preview');
  await page
    .getByTestId('feed-upload-file')
    .setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await seen(page.getByRole('group', { name: 'Files' }).getByText('slip.pdf'), 'the attached file');
  await shot(page, 'new-post');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL('**/feeds');
  const mine = post(page, TITLE);
  await seen(mine, 'the new post');
  await seen(mine.locator('strong', { hasText: 'Bring lunch' }), 'the bold markdown');
  await seen(mine.getByText('#museum'), 'a tag');
  await seen(mine.locator('img[src^="blob:"]'), 'the uploaded cover, read with the token');
  await seen(mine.getByRole('button', { name: 'slip.pdf' }), 'the post’s file');
  assert.equal(await mine.locator('script, img[onerror]').count(), 0, 'no raw HTML in the post');
  assert.equal(await page.evaluate(() => (window as { __feedScript?: number }).__feedScript), undefined);
});

appTest('a parent sees it, likes and comments, and the counts change without a reload', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  await page.goto('/feeds');
  await seen(post(page, TITLE), 'the parents’ post');
  const welcome = post(page, 'Welcome to the new school year');
  const likes = welcome.getByTestId('like-count');
  const before = Number((await likes.innerText()).replace(/\D+/g, ''));
  // The demo parent already likes the welcome post: unlike, then like again.
  await welcome.getByRole('button', { name: 'Unlike' }).click();
  await seen(welcome.getByText(`Likes: ${before - 1}`), 'one like fewer');
  await welcome.getByRole('button', { name: 'Like', exact: true }).click();
  await seen(welcome.getByText(`Likes: ${before}`), 'the like back');
  const comments = Number((await welcome.getByTestId('comment-count').innerText()).replace(/\D+/g, ''));
  await welcome.getByRole('textbox', { name: 'Write a comment' }).fill('We will be there.');
  await welcome.getByRole('button', { name: 'Send' }).click();
  await seen(welcome.getByText('We will be there.'), 'the new comment');
  await seen(welcome.getByText(`Comments: ${comments + 1}`), 'the comment count');
  // One's own comment is edited in place.
  const row = welcome.getByRole('listitem').filter({ hasText: 'We will be there.' });
  await row.getByRole('button', { name: 'Edit' }).click();
  await welcome.getByRole('textbox', { name: 'Edit the comment' }).fill('We will be there, all four of us.');
  await welcome.getByRole('button', { name: 'Save' }).click();
  await seen(welcome.getByText('We will be there, all four of us.'), 'the edited comment');
  await shot(page, 'feed-parent');
});

appTest('a student never sees the parents’ or the staff’s posts, and does not post', async ({ page }) => {
  await login(page, 'student@kampus.test');
  await page.goto('/feeds');
  await seen(post(page, 'Science fair: projects due next Friday'), 'the families’ post');
  assert.equal(await post(page, TITLE).count(), 0, 'the parents-only post is not shown to a student');
  assert.equal(await post(page, 'Staff meeting on Friday').count(), 0, 'the staff post is not shown either');
  assert.equal(await page.getByRole('link', { name: 'New post' }).count(), 0, 'students do not post');
});

appTest('the feed reads right to left in Arabic', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  await page.evaluate(() => localStorage.setItem('kampus.language', 'ar'));
  await page.goto('/feeds');
  await seen(page.getByRole('heading', { level: 1, name: 'آخر الأخبار' }), 'the Arabic heading');
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  await shot(page, 'feed-ar');
});
