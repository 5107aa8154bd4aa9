import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * Stored files (issue 26, item 6 and the file part of item 1): a file at a guessable
 * `/files/schools/<s>/homeworks/<id>/<name>` is served only to whoever reads its homework (the
 * same answer as the record's, 404 out of reach); a feed post's file only to its audiences; and
 * files written at once (ten uploads of one name, ten attachments of one homework) neither fail
 * nor lose one another.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const WHO = ['school', 'school2', 'teacher', 'parent', 'student'] as const;

type Homework = { id: number; attachments: { name: string; url: string }[] | null };

beforeAll(async () => {
  server = await startServer();
  for (const who of WHO) tokens[who] = (await server.login(`${who}@kampus.test`)).token;
});
afterAll(() => server.close());

const get = (path: string, who?: string) => server.call(path, who ? { token: tokens[who] } : {});
const ids = async (who: string): Promise<number[]> =>
  (await json<{ id: number }[]>(await get('/api/homeworks.json?pagination=false', who))).map((row) => row.id);
const attach = (who: string, id: number, name: string, body: string) =>
  server.call(`/api/homeworks/${id}/attachments/${encodeURIComponent(name)}`, {
    method: 'PUT',
    token: tokens[who],
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });

describe('a homework’s file', () => {
  it('is served to whoever reads the homework, and 404 to anyone else, as the homework itself', async () => {
    const family = new Set(await ids('parent'));
    const all = await ids('school');
    const own = [...family][0] ?? 0;
    const foreign = all.find((id) => !family.has(id)) ?? 0;
    expect(own).toBeGreaterThan(0);
    expect(foreign).toBeGreaterThan(0);
    const urls: Record<number, string> = {};
    for (const id of [own, foreign]) {
      const answer = await attach('school', id, 'worksheet.txt', `homework ${id}`);
      expect(answer.status).toBe(200);
      urls[id] = (await json<Homework>(answer)).attachments?.find((file) => file.name === 'worksheet.txt')?.url ?? '';
      expect(urls[id]).toBe(`/files/schools/${urls[id]?.split('/')[3]}/homeworks/${id}/worksheet.txt`);
    }

    // The family of the homework's class reads it; another family does not, nor another school.
    expect((await get(urls[own] ?? '', 'parent')).status).toBe(200);
    expect((await get(`/api/homeworks/${foreign}`, 'parent')).status).toBe(404);
    expect((await get(urls[foreign] ?? '', 'parent')).status).toBe(404);
    expect((await get(urls[foreign] ?? '', 'school2')).status).toBe(404);
    expect((await get(urls[foreign] ?? '')).status).toBe(401);

    // For every demo user, the file answers as its homework does (a teacher reads what the
    // declaration lets them read, no more).
    for (const who of WHO) {
      for (const id of [own, foreign]) {
        const record = (await get(`/api/homeworks/${id}`, who)).status;
        const file = await get(urls[id] ?? '', who);
        expect(file.status, `${who} on homework ${id}`).toBe(record === 200 ? 200 : 404);
        if (file.status === 200) expect(await file.text()).toBe(`homework ${id}`);
      }
    }
  });

  it('is not served at an address its homework does not list', async () => {
    const [id] = await ids('parent');
    const answer = await attach('school', id ?? 0, 'listed.txt', 'listed');
    const url = (await json<Homework>(answer)).attachments?.find((file) => file.name === 'listed.txt')?.url ?? '';
    expect((await get(url, 'parent')).status).toBe(200);
    expect((await get(url.replace('listed.txt', 'other.txt'), 'school')).status).toBe(404);
    expect((await get(url.replace(/homeworks\/\d+/, 'homeworks/999999'), 'school')).status).toBe(404);
    expect((await get(url.replace('/homeworks/', '/unknown-area/'), 'school')).status).toBe(404);
  });

  it('is a download that runs nothing in our origin', async () => {
    const [id] = await ids('parent');
    const answer = await attach('school', id ?? 0, 'page.html', '<script>alert(document.cookie)</script>');
    const url = (await json<Homework>(answer)).attachments?.find((file) => file.name === 'page.html')?.url ?? '';
    const file = await get(url, 'parent');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('a feed post’s file', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const upload = async (who: string) => {
    const answer = await server.call('/api/feeds/files?kind=file&name=plan.pdf', {
      method: 'POST',
      token: tokens[who],
      headers: { 'content-type': 'application/octet-stream' },
      body: PDF,
    });
    expect(answer.status).toBe(201);
    return json<{ name: string; url: string }>(answer);
  };

  it('is served to the post’s audiences only; before any post shows it, to those who may post', async () => {
    const file = await upload('school');
    // Not posted yet: the writer (staff, teachers) previews it; a family does not.
    expect((await get(file.url, 'school')).status).toBe(200);
    expect((await get(file.url, 'parent')).status).toBe(404);
    const posted = await server.call('/api/feeds', {
      method: 'POST',
      token: tokens.school,
      json: { title: 'Staff plan', files: [file], audiences: ['staff'] },
    });
    expect(posted.status).toBe(201);
    expect((await get(file.url, 'school')).status).toBe(200);
    // The post is the staff's: families and teachers are not among its audiences.
    for (const who of ['parent', 'student', 'teacher', 'school2'])
      expect((await get(file.url, who)).status, who).toBe(404);
  });
});

describe('files written at once', () => {
  it('ten uploads of one name: none fails, and the file is listed once with one of the bodies', async () => {
    const bodies = Array.from({ length: 10 }, (_, index) => `upload number ${index}\n`);
    const answers = await Promise.all(
      bodies.map((body) =>
        server.call('/api/filemanager/files?path=&name=race.txt', {
          method: 'PUT',
          token: tokens.school,
          headers: { 'content-type': 'application/octet-stream' },
          body,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toAllSatisfy((status) => (status >= 200 && status < 300) || status === 409 || status === 422);
    expect(statuses.filter((status) => status >= 200 && status < 300).length).toBeGreaterThan(0);
    const listing = await json<{ entries: { name: string; size: number }[] }>(
      await get('/api/filemanager/entries?path=', 'school'),
    );
    const raced = listing.entries.filter((entry) => entry.name.startsWith('race.txt'));
    expect(raced.map((entry) => entry.name)).toEqual(['race.txt']);
    expect(raced[0]?.size).toBe(Buffer.byteLength(bodies[0] ?? ''));
  });

  it('ten attachments of one name at once: none fails, the name is listed once', async () => {
    const [id] = await ids('parent');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => attach('school', id ?? 0, 'same.txt', `same ${index}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const homework = await json<Homework>(await get(`/api/homeworks/${id}`, 'school'));
    expect((homework.attachments ?? []).filter((file) => file.name === 'same.txt')).toHaveLength(1);
  });

  it('ten attachments of one homework at once: all ten are kept', async () => {
    const [id] = await ids('parent');
    const names = Array.from({ length: 10 }, (_, index) => `sheet-${index}.txt`);
    const answers = await Promise.all(names.map((name) => attach('school', id ?? 0, name, name)));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const homework = await json<Homework>(await get(`/api/homeworks/${id}`, 'school'));
    const kept = (homework.attachments ?? []).map((file) => file.name);
    for (const name of names) expect(kept).toContain(name);
    for (const name of names.slice(0, 3)) {
      const url = homework.attachments?.find((file) => file.name === name)?.url ?? '';
      expect(await (await get(url, 'parent')).text()).toBe(name);
    }
  });
});
