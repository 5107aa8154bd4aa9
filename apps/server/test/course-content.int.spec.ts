import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
let video: { id: number; video: string; classId: number; courseId: number; shortId: string; school: string };
beforeAll(async () => {
  server = await startServer();
  for (const who of ['school', 'teacher', 'student', 'parent', 'school2']) {
    tokens[who] = (await server.login(`${who}@kampus.test`)).token;
  }
  const list = await json<(typeof video)[]>(await server.call('/api/course_videos.json', { token: tokens.school }));
  video = list.find((row) => row.video) as typeof video;
});
afterAll(() => server.close());

const stream = (token: string | undefined, id: number, range?: string) =>
  server.call(`/api/course_videos/${id}/files/video`, { token, headers: range ? { range } : {} });

describe('course videos', () => {
  it('the demo video belongs to a class, with a short id and a stored WebM', async () => {
    expect(video.shortId).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(video.video).toMatch(/^schools\/\d+\/courses\/videos\/\d+\/video\.webm$/);
  });

  it('streams the whole video to a student of the class, and any range of it with 206', async () => {
    const whole = await stream(tokens.student, video.id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    const part = await stream(tokens.student, video.id, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await stream(tokens.parent, video.id, 'bytes=-10');
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const outside = await stream(tokens.student, video.id, `bytes=${bytes.length}-`);
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('gives a student a signed address a <video> element plays without the token', async () => {
    const ticket = await server.call(`/api/course_videos/${video.id}/files/video/ticket`, {
      method: 'POST',
      token: tokens.student,
    });
    expect(ticket.status).toBe(200);
    const { url } = await json<{ url: string }>(ticket);
    expect(url).toMatch(new RegExp(`^/api/course_videos/${video.id}/files/video\\?ticket=`));
    const played = await server.call(url, { headers: { range: 'bytes=0-3' } });
    expect(played.status).toBe(206);
    // The ticket names one file: not the thumbnail, not another record; a mangled one is refused.
    expect((await server.call(url.replace('/files/video', '/files/thumb'))).status).toBe(401);
    expect((await server.call(`${url}x`)).status).toBe(401);
    const otherSchool = await server.call(`/api/course_videos/${video.id}/files/video/ticket`, {
      method: 'POST',
      token: tokens.school2,
    });
    expect(otherSchool.status).toBe(404);
  });

  it('lets staff and teachers of the school in, and nobody else', async () => {
    expect((await stream(tokens.teacher, video.id, 'bytes=0-0')).status).toBe(206);
    expect((await stream(tokens.school, video.id, 'bytes=0-0')).status).toBe(206);
    expect((await stream(undefined, video.id)).status).toBe(401);
    // Another school's administrator: as if there were no such video.
    expect((await stream(tokens.school2, video.id)).status).toBe(404);
    // The stored key is not readable through the generic /files route, even by staff.
    expect((await server.call(`/files/${video.video}`, { token: tokens.school })).status).toBe(404);
  });

  it('hides a video of a class none of the family sits in from the student and the parent', async () => {
    const classes = await json<{ id: number }[]>(
      await server.call(`/api/classes.json?order[title]=asc`, { token: tokens.school }),
    );
    // The last class: neither Deniz (the first class) nor Ege (the second) sits in it.
    const other = classes.at(-1) as { id: number };
    expect(other.id).not.toBe(video.classId);
    const created = await server.call('/api/course_videos', {
      method: 'POST',
      token: tokens.teacher,
      json: { title: 'Another class', courseId: video.courseId, classId: other.id },
    });
    expect(created.status).toBe(200);
    const id = (await json<{ id: number }>(created)).id;
    const upload = await server.call(`/api/course_videos/${id}/files/video`, {
      method: 'PUT',
      token: tokens.teacher,
      headers: { 'content-type': 'video/webm' },
      body: Buffer.from(await (await stream(tokens.teacher, video.id)).arrayBuffer()),
    });
    expect(upload.status).toBe(200);
    expect((await stream(tokens.teacher, id, 'bytes=0-3')).status).toBe(206);
    expect((await stream(tokens.student, id)).status).toBe(404);
    expect((await stream(tokens.parent, id)).status).toBe(404);
    expect((await server.call(`/api/course_videos/${id}`, { token: tokens.student })).status).toBe(404);
    const mine = await json<{ id: number }[]>(await server.call('/api/course_videos.json', { token: tokens.student }));
    expect(mine.map((row) => row.id)).toEqual([video.id]);
  });

  it('refuses a file that is not a video, in the language of the call, and changes nothing', async () => {
    const response = await server.call(`/api/course_videos/${video.id}/files/video`, {
      method: 'PUT',
      token: tokens.teacher,
      headers: { 'content-type': 'video/mp4', 'accept-language': 'tr' },
      body: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(response.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
    expect(body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'file', message: 'Video MP4 veya WebM dosyası olmalıdır.' }),
    ]);
    expect((await stream(tokens.student, video.id, 'bytes=0-3')).status).toBe(206);
  });

  it('refuses uploads from a student (403) and to an unknown kind (404)', async () => {
    const put = (token: string | undefined, kind: string) =>
      server.call(`/api/course_videos/${video.id}/files/${kind}`, {
        method: 'PUT',
        token,
        headers: { 'content-type': 'video/webm' },
        body: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]),
      });
    expect((await put(tokens.student, 'video')).status).toBe(403);
    expect((await put(tokens.teacher, 'script')).status).toBe(404);
  });
});

describe('course assets', () => {
  it('serves the lecture file to the class as a ranged download', async () => {
    const [asset] = await json<{ id: number; lectureFile: string }[]>(
      await server.call('/api/course_assets.json', { token: tokens.student }),
    );
    expect(asset?.lectureFile).toMatch(/^schools\/\d+\/courses\/assets\//);
    const response = await server.call(`/api/course_assets/${asset?.id}/file`, {
      token: tokens.parent,
      headers: { range: 'bytes=0-7' },
    });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer()).toString('hex')).toBe('89504e470d0a1a0a');
    expect((await server.call(`/api/course_assets/${asset?.id}/file`, { token: tokens.school2 })).status).toBe(404);
  });
});
