/**
 * The students area beyond the generic contract: a tag's `hit` and `addedBy`, a behaviour's
 * author, and a student document's file (checked by its bytes, read only through its record, by
 * its own family and the school, always as a download).
 */
import { iri } from '@kampus/contract';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let school: string;
let school2: string;
let parent: string;
let student: string;
let teacher: string;
let highId: number;
let deniz: number;
let classmate: number;
/** The demo family's students, the parent's children. */
let familyIds: number[];
let schoolUserId: number;

type Row = { id: number } & Record<string, unknown>;
type Problem = { violations?: { propertyPath: string; message: string }[] };

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

const post = async (token: string, resource: string, body: Record<string, unknown>): Promise<Response> =>
  server.call(`/api/${resource}`, { method: 'POST', token, json: body });

beforeAll(async () => {
  server = await startServer();
  school = (await server.login('school@kampus.test')).token;
  school2 = (await server.login('school2@kampus.test')).token;
  parent = (await server.login('parent@kampus.test')).token;
  student = (await server.login('student@kampus.test')).token;
  teacher = (await server.login('teacher@kampus.test')).token;
  const me = await server.login('school@kampus.test');
  schoolUserId = (await json<Row>(await server.call(`/api/users/${me.userId}`, { token: school }))).id;
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: school }),
  );
  highId = schools.find((s) => s.title === 'Demo High School')?.id ?? 0;
  const roster = await json<Row[]>(
    await server.call(`/api/students.json?school=${highId}&pagination=false&order[id]=asc`, { token: school }),
  );
  deniz = roster.find((row) => row.name === 'Deniz')?.id ?? 0;
  // A student of the school who is not of the demo family.
  const family = await json<Row[]>(await server.call('/api/students.json', { token: parent }));
  classmate = roster.find((row) => !family.some((mine) => mine.id === row.id))?.id ?? 0;
  familyIds = family.map((row) => Number(row.id));
});
afterAll(() => server.close());

describe('student tags', () => {
  it('counts the students carrying a tag and names who made it, whatever the client sends', async () => {
    const created = await post(school, 'student_tags', { school: iri('schools', highId), tag: 'Chess club', hit: 99 });
    expect(created.status).toBe(201);
    const tag = await json<Row>(created);
    expect(tag.hit).toBe(0);
    expect(tag.addedBy).toBe(iri('users', schoolUserId));

    const first = await json<Row>(
      await post(teacher, 'student_taggings', { school: iri('schools', highId), studentId: deniz, tagId: tag.id }),
    );
    await post(teacher, 'student_taggings', { school: iri('schools', highId), studentId: classmate, tagId: tag.id });
    const read = async () => (await json<Row>(await server.call(`/api/student_tags/${tag.id}`, { token: school }))).hit;
    expect(await read()).toBe(2);

    expect((await server.call(`/api/student_taggings/${first.id}`, { method: 'DELETE', token: teacher })).status).toBe(
      204,
    );
    expect(await read()).toBe(1);
  });

  it('is the school staff’s: a teacher tags students but does not rename a tag, another school sees none', async () => {
    const tags = await json<Row[]>(await server.call(`/api/student_tags.json?school=${highId}`, { token: school }));
    const tag = tags[0] as Row;
    const rename = await server.call(`/api/student_tags/${tag.id}`, {
      method: 'PATCH',
      token: teacher,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ tag: 'Renamed' }),
    });
    expect(rename.status).toBe(403);
    expect((await server.call(`/api/student_tags/${tag.id}`, { token: school2 })).status).toBe(404);
    expect((await server.call(`/api/student_tags.json`, { token: parent })).status).toBe(403);
  });
});

describe('student behaviours', () => {
  it('names the teacher who wrote the note, and the family reads only its own', async () => {
    const note = await post(teacher, 'student_behaviours', {
      school: iri('schools', highId),
      studentId: classmate,
      behaviourDate: '2026-10-01',
      behaviourType: 'negative',
      title: 'Late three times this week',
    });
    expect(note.status).toBe(201);
    const row = await json<Row>(note);
    expect(row.addedBy).not.toBeNull();
    expect((await server.call(`/api/student_behaviours/${row.id}`, { token: parent })).status).toBe(404);
    const mine = await json<Row[]>(await server.call('/api/student_behaviours.json', { token: parent }));
    expect(mine.length).toBeGreaterThan(0);
    expect(familyIds).toContain(deniz);
    expect(mine.map((item) => item.studentId)).not.toContain(classmate);
    for (const item of mine) expect(familyIds).toContain(item.studentId);
  });

  it('refuses an unknown kind with 422 on the field, in the caller’s language', async () => {
    const answer = await server.call('/api/student_behaviours', {
      method: 'POST',
      token: teacher,
      headers: { 'accept-language': 'tr' },
      json: {
        school: iri('schools', highId),
        studentId: deniz,
        behaviourDate: '2026-10-01',
        behaviourType: 'heroic',
        title: 'x',
      },
    });
    expect(answer.status).toBe(422);
    const problem = await json<Problem>(answer);
    const found = problem.violations?.find((v) => v.propertyPath === 'behaviourType');
    expect(found?.message).toBeTruthy();
    expect(found?.message).not.toMatch(/^validation\./);
  });
});

describe('student documents', () => {
  const createDocument = async (studentId: number): Promise<Row> =>
    json<Row>(
      await post(school, 'student_documents', { schoolId: iri('schools', highId), studentId, title: 'Report' }),
    );
  const upload = (token: string, id: number, body: Buffer, name = 'report.pdf') =>
    server.call(`/api/student_documents/${id}/file?name=${encodeURIComponent(name)}`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/pdf' },
      body,
    });

  it('stores a PDF and serves it back only as a download, to the school and the student’s family', async () => {
    const document = await createDocument(deniz);
    const stored = await upload(school, document.id, pdf, '../../"evil" report.pdf');
    expect(stored.status).toBe(200);
    const row = await json<Row>(stored);
    expect(row.fileName).toBe('evil_report.pdf');
    expect(row.fileSize).toBe(pdf.length);
    expect(row).not.toHaveProperty('fileKey');

    for (const token of [school, parent, student]) {
      const file = await server.call(`/api/student_documents/${document.id}/file`, { token });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/octet-stream');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="evil_report.pdf"; filename*=UTF-8''evil_report.pdf`,
      );
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    }
    expect((await server.call(`/api/student_documents/${document.id}/file`, { token: school2 })).status).toBe(404);
  });

  it('deletes the stored file with its record', async () => {
    const document = await createDocument(deniz);
    expect((await upload(school, document.id, pdf)).status).toBe(200);
    const [stored] = await server.sql(`select file_key from student_documents where id = ${document.id}`);
    const key = String(stored?.file_key);
    // The local store keeps a key under its test server's DATA_DIR/files (tmp/kampus-test-*).
    const onDisk = () =>
      readdirSync(tmpdir())
        .filter((name) => name.startsWith('kampus-test-'))
        .map((name) => join(tmpdir(), name, 'files', key))
        .filter((path) => existsSync(path));
    expect(onDisk()).toHaveLength(1);
    const removed = await server.call(`/api/student_documents/${document.id}`, { method: 'DELETE', token: school });
    expect(removed.status).toBe(204);
    expect(onDisk()).toEqual([]);
    expect((await server.call(`/api/student_documents/${document.id}/file`, { token: school })).status).toBe(404);
  });

  it('keeps another family’s document from a parent (404), and refuses a family upload (403)', async () => {
    const document = await createDocument(classmate);
    expect((await upload(school, document.id, pdf)).status).toBe(200);
    expect((await server.call(`/api/student_documents/${document.id}/file`, { token: parent })).status).toBe(404);
    expect((await server.call(`/api/student_documents/${document.id}`, { token: parent })).status).toBe(404);
    expect((await upload(parent, document.id, pdf)).status).toBe(403);
  });

  it('refuses a page or a script dressed as a PDF, and an empty file, with 422 on file', async () => {
    const document = await createDocument(deniz);
    for (const body of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.alloc(0)]) {
      const refused = await upload(school, document.id, body);
      expect(refused.status).toBe(422);
      expect((await json<Problem>(refused)).violations?.[0]?.propertyPath).toBe('file');
    }
    // Nothing stored: the record still has no file.
    expect((await server.call(`/api/student_documents/${document.id}/file`, { token: school })).status).toBe(404);
  });

  it('answers 404 for a document of another school, before looking at the file', async () => {
    const document = await createDocument(deniz);
    expect((await upload(school2, document.id, pdf)).status).toBe(404);
  });
});

describe('the demo', () => {
  it('gives each demo school ten personnel, bus routes and a downloadable health report', async () => {
    const staff = await json<Row[]>(
      await server.call(`/api/personnel.json?school=${highId}&pagination=false`, { token: school }),
    );
    expect(staff).toHaveLength(10);
    const documents = await json<Row[]>(
      await server.call(`/api/student_documents.json?studentId=${deniz}`, { token: parent }),
    );
    const health = documents.find((row) => row.title === 'Health report');
    expect(health?.fileName).toBe('health-report.pdf');
    const file = await server.call(`/api/student_documents/${health?.id ?? 0}/file`, { token: parent });
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });
});

describe('student photo', () => {
  // A 16 × 16 PNG (one colour), built by hand: signature, IHDR, IDAT, IEND.
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000010000000100802000000909168360000001649444154789c633811a041126218' +
      'd530aa61f86a0000bfc64010074505b70000000049454e44ae426082',
    'hex',
  );
  const put = (token: string, id: number, body: Buffer) =>
    server.call(`/api/students/${id}/photo`, { method: 'PUT', token, headers: { 'content-type': 'image/png' }, body });

  it('stores a checked image and serves it as an image no page can run, to whoever reads the student', async () => {
    const stored = await put(school, deniz, png);
    expect(stored.status).toBe(200);
    const row = await json<Row>(stored);
    expect(String(row.photo)).toMatch(new RegExp(`^/api/students/${deniz}/photo\\?v=\\d+$`));
    expect(row).not.toHaveProperty('photoKey');
    for (const token of [school, parent, student, teacher]) {
      const photo = await server.call(`/api/students/${deniz}/photo`, { token });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
      expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);
    }
    const listed = await json<Row[]>(await server.call(`/api/students.json?id=${deniz}`, { token: school }));
    expect(listed[0]?.photo).toBe(row.photo);
    expect((await server.call(`/api/students/${deniz}/photo`, { token: school2 })).status).toBe(404);
    expect((await server.call(`/api/students/${classmate}/photo`, { token: parent })).status).toBe(404);
  });

  it('refuses an SVG, a page dressed as a PNG and an empty body with 422 on photo; a family may not upload', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const page = Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    for (const body of [svg, page, Buffer.alloc(0)]) {
      const refused = await put(school, classmate, body);
      expect(refused.status).toBe(422);
      const problem = await json<Problem>(refused);
      expect(problem.violations?.[0]?.propertyPath).toBe('photo');
      expect(problem.violations?.[0]?.message).not.toMatch(/^(validation|files)\./);
    }
    expect((await server.call(`/api/students/${classmate}/photo`, { token: school })).status).toBe(404);
    expect((await put(parent, deniz, png)).status).toBe(403);
    const patched = await server.call(`/api/students/${classmate}`, {
      method: 'PATCH',
      token: school,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ photo: 'https://evil.example/x.png' }),
    });
    expect((await json<Row>(patched)).photo ?? null).toBeNull();
  });
});
