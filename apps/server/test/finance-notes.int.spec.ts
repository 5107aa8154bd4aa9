/**
 * Promissory notes and lawyers (issue 13, items 5 and 8) as clients see them: a series of N notes
 * for a student made in one command (numbered, a month apart, adding up to the total), the same
 * Idempotency-Key answering once, a deleted note leaving its copy, marking paid, handing a note to
 * a lawyer of the school, the printed notes read back from the PDF, and nothing reaching another
 * school or a family.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './support/pdf-text.ts';
import { json, readOk, startServer, type TestServer } from './harness.ts';

type Login = { token: string; userId: string };
interface Note {
  id: number;
  studentId: number;
  promissoryNo: number;
  promissoryOrder: number;
  numberOfPromissory: number;
  promissoryDate: string;
  amount: string;
  isPaid: boolean;
  returnDate: string;
  lawyer: number;
  title: string;
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let staff: Login;
let other: Login;
let parent: Login;
let studentId: number;
let otherStudentId: number;

const get = <T>(path: string, token: string): Promise<T> => readOk<T>(server, path, token);

const series = (body: Record<string, unknown>, token = staff.token, headers: Record<string, string> = {}) =>
  server.call('/api/promissory_notes/series', { method: 'POST', token, json: body, headers });

const notesOf = (id: number, token = staff.token) =>
  get<Note[]>(`/api/promissory_notes.json?studentId=${id}&pagination=false&order[promissoryNo]=asc`, token);

beforeAll(async () => {
  server = await startServer();
  [staff, other, parent] = (await Promise.all(
    ['school@kampus.test', 'school2@kampus.test', 'parent@kampus.test'].map((email) => server.login(email)),
  )) as [Login, Login, Login];
  const mine = await get<{ id: number }[]>('/api/students.json?order[id]=desc&itemsPerPage=1', staff.token);
  const theirs = await get<{ id: number }[]>('/api/students.json?order[id]=desc&itemsPerPage=1', other.token);
  studentId = mine[0]?.id ?? 0;
  otherStudentId = theirs[0]?.id ?? 0;
});
afterAll(() => server.close());

describe('a series of promissory notes', () => {
  it('makes N notes a month apart that add up to the total, created with returnDate 0000-00-00 and lawyer 0', async () => {
    const response = await series({
      studentId,
      title: 'Ayşe Veli',
      address: 'Kadıköy',
      total: '1000.00',
      count: 3,
      firstDate: '2027-01-31',
    });
    expect(response.status).toBe(201);
    const { items } = await json<{ items: Note[] }>(response);
    expect(items.map((note) => note.amount)).toEqual(['333.33', '333.33', '333.34']);
    expect(items.map((note) => note.promissoryDate)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(items.map((note) => note.promissoryOrder)).toEqual([1, 2, 3]);
    expect(items).toAllSatisfy((note) => note.numberOfPromissory === 3);
    expect(items).toAllSatisfy((note) => note.returnDate === '0000-00-00' && note.lawyer === 0 && !note.isPaid);
    const numbers = items.map((note) => note.promissoryNo);
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
    expect(await notesOf(studentId)).toHaveLength(3 + (numbers[0] ?? 1) - 1);
  });

  it('numbers a second series on from the first; the same Idempotency-Key makes it once', async () => {
    const before = await notesOf(studentId);
    const last = Math.max(...before.map((note) => note.promissoryNo));
    const body = { studentId, title: 'Ayşe Veli', total: 500, count: 2, firstDate: '2027-06-15' };
    const headers = { 'idempotency-key': 'series-twice-1' };
    const first = await series(body, staff.token, headers);
    const again = await series(body, staff.token, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    const after = await notesOf(studentId);
    expect(after).toHaveLength(before.length + 2);
    expect(after.slice(-2).map((note) => [note.promissoryNo, note.amount, note.promissoryDate])).toEqual([
      [last + 1, '250.00', '2027-06-15'],
      [last + 2, '250.00', '2027-07-15'],
    ]);
  });

  it('refuses bad input field by field in the caller’s language, and saves nothing', async () => {
    const before = (await notesOf(studentId)).length;
    const response = await series(
      { studentId, title: '', total: '-5', count: 0, firstDate: '2027-13-01' },
      staff.token,
      { 'accept-language': 'tr' },
    );
    expect(response.status).toBe(422);
    const { violations = [] } = await json<Problem>(response);
    const fields = Object.fromEntries(violations.map((v) => [v.propertyPath, v.message]));
    expect(Object.keys(fields).sort()).toEqual(['count', 'firstDate', 'title', 'total']);
    expect(fields.title).toMatch(/boş bırakılamaz/i);
    const missing = await series({ studentId, title: 'x', count: 2, firstDate: '2027-01-01' }, staff.token, {
      'accept-language': 'tr',
    });
    const { violations: totalMissing = [] } = await json<Problem>(missing);
    expect(totalMissing).toEqual([expect.objectContaining({ propertyPath: 'total', message: fields.title })]);
    expect(await notesOf(studentId)).toHaveLength(before);
  });

  it('does not reach a student of another school, nor a parent', async () => {
    const body = { studentId: otherStudentId, title: 'x', total: 100, count: 1, firstDate: '2027-01-01' };
    expect((await series(body)).status).toBe(404);
    expect(await notesOf(otherStudentId, other.token)).toEqual([]);
    const mine = await notesOf(studentId);
    expect(await notesOf(studentId, other.token)).toEqual([]);
    expect((await server.call(`/api/promissory_notes/${mine[0]?.id}`, { token: other.token })).status).toBe(404);
    expect((await server.call('/api/promissory_notes.json', { token: parent.token })).status).toBe(403);
    expect((await series({ ...body, studentId }, parent.token)).status).toBe(403);
  });
});

describe('a note’s life', () => {
  it('is marked paid', async () => {
    const [note] = await notesOf(studentId);
    const response = await server.call(`/api/promissory_notes/${note?.id}`, {
      method: 'PATCH',
      token: staff.token,
      json: { isPaid: true },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(response.status).toBe(200);
    expect((await json<Note>(response)).isPaid).toBe(true);
  });

  it('is handed to a lawyer of its school, never to another school’s', async () => {
    const created = await server.call('/api/lawyers', {
      method: 'POST',
      token: staff.token,
      json: { name: 'Av. Test Hukuk', phone: '+90 212 000 00 00' },
    });
    expect(created.status).toBe(200);
    const lawyer = await json<{ id: number }>(created);
    const foreign = await server.call('/api/lawyers', {
      method: 'POST',
      token: other.token,
      json: { name: 'Av. Öteki' },
    });
    const foreignLawyer = await json<{ id: number }>(foreign);
    const [, note] = await notesOf(studentId);
    const patch = (lawyerId: number) =>
      server.call(`/api/promissory_notes/${note?.id}`, {
        method: 'PATCH',
        token: staff.token,
        json: { lawyer: lawyerId },
        headers: { 'content-type': 'application/merge-patch+json', 'accept-language': 'en' },
      });
    const refused = await patch(foreignLawyer.id);
    expect(refused.status).toBe(422);
    expect((await json<Problem>(refused)).violations).toEqual([
      expect.objectContaining({ propertyPath: 'lawyer', message: 'This record does not exist.' }),
    ]);
    const handed = await patch(lawyer.id);
    expect(handed.status).toBe(200);
    expect((await json<Note>(handed)).lawyer).toBe(lawyer.id);
    // The list names the lawyer (a screen shows the name, not the id); a note with none names nobody.
    const listed = await get<(Note & { refNames: Record<string, string> })[]>(
      `/api/promissory_notes.json?studentId=${studentId}`,
      staff.token,
    );
    expect(listed.find((row) => row.id === note?.id)?.refNames.lawyer).toBe('Av. Test Hukuk');
    expect(listed.filter((row) => row.lawyer === 0)).toAllSatisfy((row) => row.refNames.lawyer === undefined);
    expect(listed.some((row) => row.lawyer === 0)).toBe(true);
    expect(await get<{ name: string }[]>('/api/lawyers.json?pagination=false', other.token)).not.toContainEqual(
      expect.objectContaining({ name: 'Av. Test Hukuk' }),
    );
  });

  it('deleted, leaves its copy with who deleted it and today, in one go', async () => {
    const notes = await notesOf(studentId);
    const note = notes[notes.length - 1];
    const response = await server.call(`/api/promissory_notes/${note?.id}`, { method: 'DELETE', token: staff.token });
    expect(response.status).toBe(204);
    expect((await server.call(`/api/promissory_notes/${note?.id}`, { token: staff.token })).status).toBe(404);
    const deleted = await get<(Note & { promissoryId: number; deletedPerson: string; deletedDate: string })[]>(
      `/api/deleted_promissory_notes.json?studentId=${studentId}`,
      staff.token,
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(deleted).toEqual([
      expect.objectContaining({
        promissoryId: note?.id,
        promissoryNo: note?.promissoryNo,
        amount: note?.amount,
        promissoryDate: note?.promissoryDate,
        title: note?.title,
        deletedPerson: staff.userId,
        deletedDate: today,
        // The list names who deleted it, not only their uuid.
        refNames: expect.objectContaining({ deletedPerson: 'Selin Okul' }),
      }),
    ]);
    expect(await get<unknown[]>(`/api/deleted_promissory_notes.json?studentId=${studentId}`, other.token)).toEqual([]);
    const trail = await get<{ action: string; resource: string }[]>(
      `/api/audit_logs.json?resource=promissory_notes&recordId=${note?.id}`,
      (await server.login('admin@kampus.test')).token,
    );
    expect(trail.map((entry) => entry.action)).toContain('delete');
  });

  it('a note that does not exist answers 404 and writes no copy', async () => {
    const before = (await get<unknown[]>(`/api/deleted_promissory_notes.json?pagination=false`, staff.token)).length;
    expect((await server.call('/api/promissory_notes/999999', { method: 'DELETE', token: staff.token })).status).toBe(
      404,
    );
    expect(await get<unknown[]>(`/api/deleted_promissory_notes.json?pagination=false`, staff.token)).toHaveLength(
      before,
    );
  });
});

describe('the printed notes', () => {
  it('prints one page per note in the reader’s language, the amount in words', async () => {
    const notes = await notesOf(studentId);
    const response = await server.call(`/api/students/${studentId}/promissory_notes/pdf`, {
      token: staff.token,
      headers: { 'accept-language': 'tr' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toHaveLength(notes.length);
    const first = notes.find((note) => note.amount === '333.33');
    const page = pages[notes.indexOf(first as Note)] ?? '';
    expect(page).toContain('Senet');
    expect(page).toContain('üç yüz otuz üç Türk lirası otuz üç kuruş');
    const english = await server.call(`/api/students/${studentId}/promissory_notes/pdf`, {
      token: staff.token,
      headers: { 'accept-language': 'en' },
    });
    expect((await pdfPages(new Uint8Array(await english.arrayBuffer())))[0]).toContain('Promissory note');
  });

  it('is not printed for another school’s student nor for a parent', async () => {
    expect((await server.call(`/api/students/${studentId}/promissory_notes/pdf`, { token: other.token })).status).toBe(
      404,
    );
    expect((await server.call(`/api/students/${studentId}/promissory_notes/pdf`, { token: parent.token })).status).toBe(
      403,
    );
  });
});

describe('the demo data', () => {
  it('gives each demo school a lawyer and a student three notes', async () => {
    for (const login of [staff, other]) {
      const lawyers = await get<{ name: string }[]>('/api/lawyers.json?pagination=false', login.token);
      expect(lawyers.map((lawyer) => lawyer.name)).toContainEqual(expect.stringMatching(/^Av\. /));
      const notes = await get<Note[]>('/api/promissory_notes.json?pagination=false', login.token);
      const demo = notes.filter((note) => note.amount === '30000.00' && note.numberOfPromissory === 3);
      expect(demo.map((note) => note.promissoryDate)).toEqual(['2026-10-31', '2026-11-30', '2026-12-31']);
    }
  });
});
