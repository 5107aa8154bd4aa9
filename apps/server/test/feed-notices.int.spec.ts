/**
 * A post published on the school's feed is told to its audience (issue 30, part 3, "feed post"):
 * through the job queue, once per reader, in each reader's own language, linking to the feed;
 * never to those the post is not shown to, never to its poster, never for a post refused, and
 * never for the demo's own seeded posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Notification {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const people = ['school', 'teacher', 'parent', 'student', 'school2'] as const;

beforeAll(async () => {
  server = await startServer();
  for (const person of people) tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  // The parent last used Kampus in Turkish: their notices are written in it.
  const turkish = await server.call('/api/notifications.json', {
    token: tokens.parent,
    headers: { 'accept-language': 'tr' },
  });
  expect(turkish.status).toBe(200);
});
afterAll(() => server.close());

const feedNotices = async (person: (typeof people)[number]): Promise<Notification[]> =>
  (
    await json<Notification[]>(
      await server.call('/api/notifications.json?pagination=false', {
        token: tokens[person],
        headers: { 'accept-language': person === 'parent' ? 'tr' : 'en' },
      }),
    )
  ).filter((notice) => notice.kind === 'feed_post');

const publish = (person: (typeof people)[number], body: Record<string, unknown>) =>
  server.call('/api/feeds', { method: 'POST', token: tokens[person], json: body });

describe('feed post notices', () => {
  it('tells no one of the demo’s seeded posts', async () => {
    await server.runJobs();
    for (const person of people) expect(await feedNotices(person)).toEqual([]);
  });

  it('tells a post to parents to the parents, in their language, and to no one else', async () => {
    const made = await publish('school', {
      title: 'Parents’ evening on Thursday',
      shortText: 'Teachers meet parents from 17:00 in the hall.',
      audiences: ['parents'],
    });
    expect(made.status, await made.clone().text()).toBe(201);
    await server.runJobs();

    const told = (await feedNotices('parent')).filter((notice) => notice.title.includes('Parents’ evening'));
    expect(told).toHaveLength(1);
    // The Turkish subject around the post's own title; its short text as the body; the feed as the link.
    expect(told[0]?.title).toMatch(/^.+ yeni bir paylaşım yaptı: Parents’ evening on Thursday$/);
    expect(told[0]?.body).toBe('Teachers meet parents from 17:00 in the hall.');
    expect(told[0]?.link).toBe('/feeds');

    // Not shown to teachers or students, so not told to them; the poster is not told of their own post.
    for (const person of ['teacher', 'student', 'school', 'school2'] as const)
      expect((await feedNotices(person)).map((notice) => notice.title)).not.toContainEqual(
        expect.stringContaining('Parents’ evening'),
      );
  });

  it('tells a post to everyone to a student, with the standard body when it has no short text', async () => {
    const made = await publish('teacher', { title: 'Library open on Saturday' });
    expect(made.status, await made.clone().text()).toBe(201);
    await server.runJobs();
    const told = (await feedNotices('student')).filter((notice) => notice.title.includes('Library open'));
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toMatch(/^New post at .+: Library open on Saturday$/);
    expect(told[0]?.body).toMatch(/published “Library open on Saturday” on its news feed\.$/);
    // The school's other staff read it too; the teacher who posted it does not get it.
    expect((await feedNotices('school')).some((notice) => notice.title.includes('Library open'))).toBe(true);
    expect((await feedNotices('teacher')).some((notice) => notice.title.includes('Library open'))).toBe(false);
    // Another school's people never hear of it.
    expect((await feedNotices('school2')).some((notice) => notice.title.includes('Library open'))).toBe(false);
  });

  it('tells no one of a post refused', async () => {
    const before = (await feedNotices('student')).length;
    const refused = await publish('school', { title: 'Bad audience', audiences: ['aliens'] });
    expect(refused.status).toBe(422);
    await server.runJobs();
    expect(await feedNotices('student')).toHaveLength(before);
  });
});
