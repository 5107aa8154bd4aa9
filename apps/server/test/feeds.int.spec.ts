import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Post {
  id: number;
  title: string;
  poster: { id: number; name: string } | null;
  postedAt: string;
  audiences: string[] | null;
  likes: { id: number; createdBy: { id: number; isMe: boolean } }[];
  comments: { id: number; comment: string; createdBy: { id: number; name: string; isMe: boolean } }[];
  likeCount: number;
  commentCount: number;
}
type Problem = { status: number; violations?: { propertyPath: string; message: string }[] };

let server: TestServer;
const tokens: Record<string, string> = {};
const who = ['school', 'school2', 'teacher', 'parent', 'student', 'admin'] as const;

beforeAll(async () => {
  server = await startServer();
  for (const name of who) tokens[name] = (await server.login(`${name}@kampus.test`)).token;
});
afterAll(() => server.close());

const list = async (as: string, query = ''): Promise<Post[]> => {
  const response = await server.call(`/api/feeds.json${query}`, { token: tokens[as] });
  expect(response.status).toBe(200);
  return json<Post[]>(response);
};
const post = (as: string, path: string, body: unknown) =>
  server.call(path, { method: 'POST', token: tokens[as], json: body });
const titles = (posts: Post[]) => posts.map((row) => row.title);

describe('the feed', () => {
  it('shows the demo posts newest first with likes, comments and who posted them', async () => {
    const posts = await list('school');
    expect(titles(posts)).toEqual(
      expect.arrayContaining(['Welcome to the new school year', 'Science fair: projects due next Friday']),
    );
    const welcome = posts.find((row) => row.title === 'Welcome to the new school year');
    expect(welcome?.likeCount).toBe(3);
    expect(welcome?.commentCount).toBe(1);
    expect(welcome?.poster?.name).toBeTruthy();
    expect(welcome?.comments[0]?.comment).toContain('parents’ evening');
    // Three likes, none of them the reader's (an empty list would pass an `every`).
    expect(welcome?.likes.map((like) => like.createdBy.isMe)).toEqual([false, false, false]);
    const times = posts.map((row) => row.postedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a post to its chosen audiences only, its poster included', async () => {
    const staffOnly = 'Staff meeting on Friday';
    const families = 'Science fair: projects due next Friday';
    expect(titles(await list('teacher'))).toContain(staffOnly);
    expect(titles(await list('parent'))).not.toContain(staffOnly);
    expect(titles(await list('student'))).not.toContain(staffOnly);
    expect(titles(await list('parent'))).toContain(families);
    // The teacher posted the families' post: theirs to see, though teachers are not its audience.
    expect(titles(await list('teacher'))).toContain(families);
    const hidden = (await list('school')).find((row) => row.title === staffOnly);
    expect((await server.call(`/api/feeds/${hidden?.id}`, { token: tokens.parent })).status).toBe(404);
    // Its comments and likes are hidden with it.
    const comments = await json<{ feed: string }[]>(
      await server.call(`/api/feed_comments.json?feed=${hidden?.id}`, { token: tokens.student }),
    );
    expect(comments).toEqual([]);
  });

  it('keeps another school’s feed out of reach, for reading, liking and commenting', async () => {
    const [first] = await list('school');
    expect(titles(await list('school2'))).not.toContain(first?.title);
    expect((await server.call(`/api/feeds/${first?.id}`, { token: tokens.school2 })).status).toBe(404);
    const like = await post('school2', '/api/feed_likes', { feed: `/api/feeds/${first?.id}` });
    expect(like.status).toBe(422);
    expect((await json<Problem>(like)).violations?.[0]?.propertyPath).toBe('feed');
    const comment = await post('school2', '/api/feed_comments', { feed: first?.id, comment: 'hello' });
    expect(comment.status).toBe(422);
  });

  it('lets a parent like once and unlike their own like only', async () => {
    const fair = (await list('student')).find((row) => row.title.startsWith('Science fair'));
    const liked = await post('student', '/api/feed_likes', { feed: `/api/feeds/${fair?.id}` });
    expect(liked.status).toBe(201);
    const again = await post('student', '/api/feed_likes', { feed: `/api/feeds/${fair?.id}` });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const seen = (await list('student')).find((row) => row.id === fair?.id);
    expect(seen?.likeCount).toBe(2);
    const mine = seen?.likes.find((like) => like.createdBy.isMe);
    const parents = seen?.likes.find((like) => !like.createdBy.isMe);
    expect(mine).toBeDefined();
    // Someone else's like is not the student's to touch (as if absent); one's own goes.
    expect(
      (await server.call(`/api/feed_likes/${parents?.id}`, { method: 'DELETE', token: tokens.student })).status,
    ).toBe(404);
    expect((await server.call(`/api/feed_likes/${mine?.id}`, { method: 'DELETE', token: tokens.student })).status).toBe(
      204,
    );
    expect((await list('student')).find((row) => row.id === fair?.id)?.likeCount).toBe(1);
  });

  it('lets writers edit their own comments, and staff delete anyone’s', async () => {
    const welcome = (await list('parent')).find((row) => row.title.startsWith('Welcome'));
    const created = await post('student', '/api/feed_comments', { feed: welcome?.id, comment: 'See you there' });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const patch = (as: string, comment: string) =>
      server.call(`/api/feed_comments/${id}`, {
        method: 'PATCH',
        token: tokens[as],
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ comment }),
      });
    // Not the parent's comment: as if absent (the engine's rule for rows that are not one's own).
    expect((await patch('parent', 'not mine')).status).toBe(404);
    expect((await patch('school', 'staff do not edit')).status).toBe(404);
    expect((await patch('student', 'See you there!')).status).toBe(200);
    expect((await server.call(`/api/feed_comments/${id}`, { method: 'DELETE', token: tokens.parent })).status).toBe(
      404,
    );
    expect((await server.call(`/api/feed_comments/${id}`, { method: 'DELETE', token: tokens.school })).status).toBe(
      204,
    );
  });

  it('refuses comments on a post whose comments are off, naming the field in the reader’s language', async () => {
    const created = await post('teacher', '/api/feeds', {
      title: 'Quiet post',
      commentsOn: false,
      content: 'Read me <script>alert(1)</script>',
      audiences: ['students'],
      tags: ['quiet'],
    });
    expect(created.status).toBe(201);
    const quiet = await json<Post & { content: string }>(created);
    expect(quiet.poster?.name).toBe('Tülay');
    expect(quiet.postedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const refused = await server.call('/api/feed_comments', {
      method: 'POST',
      token: tokens.student,
      json: { feed: quiet.id, comment: 'hi' },
      headers: { 'accept-language': 'tr' },
    });
    expect(refused.status).toBe(422);
    const problem = await json<Problem>(refused);
    expect(problem.violations?.[0]).toEqual(
      expect.objectContaining({ propertyPath: 'comment', message: 'Bu paylaşımda yorumlar kapalı.' }),
    );
    // A parent is not among its audiences.
    expect((await post('parent', '/api/feed_likes', { feed: quiet.id })).status).toBe(422);
  });

  it('refuses malformed audiences, tags and files with 422, and families posting at all', async () => {
    for (const [field, value] of [
      ['audiences', ['everyone']],
      ['audiences', 'parents'],
      ['tags', [1, 2]],
      ['files', [{ name: 'x', url: 'javascript:alert(1)' }]],
    ] as const) {
      const response = await post('school', '/api/feeds', { title: 'Bad', [field]: value });
      expect(response.status).toBe(422);
      expect((await json<Problem>(response)).violations?.[0]?.propertyPath).toBe(field);
    }
    expect((await post('parent', '/api/feeds', { title: 'Mine' })).status).toBe(403);
    expect((await post('school', '/api/feeds', {})).status).toBe(422);
  });

  it('publishes a picture of a student only with their family’s consent in force, checked again when it is withdrawn', async () => {
    const [deniz] = await server.sql(
      `select id, school_id from students where name = 'Deniz' and last_name = 'Öğrenci'`,
    );
    const [other] = await server.sql(
      `select s.id from students s join schools sc on sc.id = s.school_id where sc.title = 'Demo Middle School' limit 1`,
    );
    const denizId = Number(deniz?.id);
    const picturing = (ids: unknown) =>
      post('school', '/api/feeds', { title: 'Science fair', pictured: ids, coverPicture: '/files/fair.jpg' });
    const refusal = async (response: Response) => {
      expect(response.status).toBe(422);
      return (await json<Problem>(response)).violations?.[0];
    };
    const before = Number((await server.sql('select count(*)::int as n from feeds'))[0]?.n);
    // No consent recorded is no consent: a photo needs the family's yes first.
    expect(await refusal(await picturing([denizId]))).toMatchObject({
      propertyPath: 'pictured',
      message: expect.stringContaining('no consent from their family'),
    });
    for (const bad of [['7'], [denizId, denizId], [0], 'all', [Number(other?.id)]])
      expect((await refusal(await picturing(bad)))?.propertyPath).toBe('pictured');
    expect(Number((await server.sql('select count(*)::int as n from feeds'))[0]?.n)).toBe(before);

    const consent = (given: boolean) =>
      post('parent', '/api/consents', {
        school: `/api/schools/${Number(deniz?.school_id)}`,
        student: denizId,
        consentKind: 'photo_publication',
        given,
        textVersion: '2026-11',
      });
    expect((await consent(true)).status).toBe(201);
    const published = await picturing([denizId]);
    expect(published.status).toBe(201);
    const { id } = await json<{ id: number }>(published);
    // Withdrawn later: the post cannot name them again.
    expect((await consent(false)).status).toBe(201);
    const renamed = await server.call(`/api/feeds/${id}`, {
      method: 'PATCH',
      token: tokens.school,
      headers: { 'content-type': 'application/merge-patch+json' },
      json: { pictured: [denizId] },
    });
    expect((await refusal(renamed))?.message).toContain('no consent from their family');
  });

  it('pages by page number', async () => {
    const page = await json<{ 'hydra:member': Post[]; 'hydra:totalItems': number }>(
      await server.call('/api/feeds.jsonld?page=1&itemsPerPage=2&order[postedAt]=desc', { token: tokens.school }),
    );
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:totalItems']).toBeGreaterThanOrEqual(3);
  });
});

describe('recent updates', () => {
  it('are the operator’s news: read by superadmins (and headquarters), written by superadmins only', async () => {
    for (const who of ['student', 'parent', 'school'] as const) {
      const refused = await server.call('/api/recent_updates.json?isActive=true', { token: tokens[who] });
      expect(refused.status, who).toBe(403);
    }
    const active = await json<{ title: string }[]>(
      await server.call('/api/recent_updates.json?isActive=true', { token: tokens.admin }),
    );
    expect(active.map((row) => row.title)).toContain('The school feed');
    const body = { title: 'New', publishedAt: '2026-01-01' };
    expect((await post('school', '/api/recent_updates', body)).status).toBe(403);
    expect((await post('admin', '/api/recent_updates', body)).status).toBe(201);
    const inactive = await post('admin', '/api/recent_updates', { ...body, title: 'Hidden', isActive: false });
    expect(inactive.status).toBe(201);
    const after = await json<{ title: string }[]>(
      await server.call('/api/recent_updates.json?isActive=true', { token: tokens.admin }),
    );
    expect(after.map((row) => row.title)).toContain('New');
    expect(after.map((row) => row.title)).not.toContain('Hidden');
  });
});

describe('a new post’s cover picture and files', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const upload = (as: string, kind: string, name: string, body: Buffer, language = 'en') =>
    server.call(`/api/feeds/files?kind=${kind}&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      token: tokens[as],
      headers: { 'content-type': 'application/octet-stream', 'accept-language': language },
      body,
    });

  it('are stored by their content and served to the school, and a post names them', async () => {
    const cover = await upload('teacher', 'cover', 'fair.png', PNG);
    expect(cover.status).toBe(201);
    const coverFile = await json<{ name: string; url: string }>(cover);
    expect(coverFile.url).toMatch(/^\/files\/schools\/\d+\/feeds\/.+\/fair\.png$/);
    const file = await upload('teacher', 'file', 'rules.pdf', PDF);
    expect(file.status).toBe(201);
    const pdf = await json<{ name: string; url: string }>(file);
    const created = await post('teacher', '/api/feeds', {
      title: 'Fair photos',
      coverPicture: coverFile.url,
      files: [pdf],
    });
    expect(created.status).toBe(201);
    const shown = (await list('parent')).find((row) => row.title === 'Fair photos') as
      | (Post & { coverPicture: string; files: { name: string; url: string }[] })
      | undefined;
    expect(shown?.coverPicture).toBe(coverFile.url);
    expect(shown?.files).toEqual([pdf]);
    // The school's people read them; the picture is an image, the PDF a download.
    const image = await server.call(coverFile.url, { token: tokens.parent });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const download = await server.call(pdf.url, { token: tokens.student });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    // Another school's staff and a visitor do not.
    expect((await server.call(coverFile.url, { token: tokens.school2 })).status).toBe(404);
    expect((await server.call(pdf.url)).status).toBe(401);
  });

  it('are refused by content, not by name, in the caller’s language', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await upload('teacher', 'cover', 'cover.png', page, 'de');
    expect(fake.status).toBe(422);
    const problem = await json<Problem>(fake);
    expect(problem.violations?.[0]).toMatchObject({ propertyPath: 'file', message: expect.stringContaining('Bild') });
    // A PDF is a file, not a cover.
    expect((await upload('teacher', 'cover', 'rules.pdf', PDF)).status).toBe(422);
    expect((await upload('teacher', 'file', 'notes.txt', page)).status).toBe(422);
    expect((await upload('teacher', 'file', 'empty.pdf', Buffer.alloc(0))).status).toBe(422);
    // Those who may not post may not upload.
    expect((await upload('parent', 'cover', 'fair.png', PNG)).status).toBe(403);
  });

  it('a cover picture must be a web address or one of ours', async () => {
    const bad = await post('teacher', '/api/feeds', { title: 'Bad cover', coverPicture: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect((await json<Problem>(bad)).violations?.[0]?.propertyPath).toBe('coverPicture');
  });
});
