/**
 * The library (issue 33, part 4; docs/library.md) over HTTP as the demo users: the desk lends
 * and takes back by barcode (one transaction each, a copy on loan never lent twice, the school's
 * most loans per borrower), fines by the school's rule in exact decimals, a hold's copy kept for
 * its holder, ISBN checks, the overdue report by class and the families' reminders, a family's
 * view of their child's loans; and who reads and writes what: the librarian duty writes, plain
 * staff read, a teacher reads no loan, a family only their own, another school nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';

/** A day as an English reader reads it in a message ("Dec 14, 2026"). */
const readable = (day: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

let server: TestServer;
const tokens: Record<string, string> = {};
interface Student {
  id: number;
  name: string;
  lastName: string;
  school: string;
}
interface Loan {
  id: number;
  barcode: string;
  title: string;
  borrower: string;
  loanedAt: string;
  dueDate: string;
  returnedAt: string | null;
  fine: string | null;
  heldFor: string | null;
}
let deniz: Student;
let ege: Student;
let other: Student;
let teacherId = 0;

/** Today on Demo High School's wall clock (Europe/Istanbul), as the server dates loans. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const plusDays = (day: string, days: number): string =>
  new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  for (const person of ['librarian', 'school', 'school2', 'teacher', 'parent', 'student', 'nurse'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  const family = await json<Student[]>(
    await server.call('/api/students.json?pagination=false', { token: tokens.parent }),
  );
  deniz = family.find((row) => row.name === 'Deniz')!;
  ege = family.find((row) => row.name === 'Ege')!;
  const school = await json<Student[]>(
    await server.call(`/api/students.json?school=${deniz.school}&itemsPerPage=40`, { token: tokens.school }),
  );
  other = school.find((row) => !family.some((own) => own.id === row.id))!;
  teacherId = Number((await server.sql(`select id from users where email = 'teacher@kampus.test'`))[0]!.id);
});
afterAll(async () => {
  await server.close();
});

const lend = (token: string, body: unknown) =>
  server.call('/api/library_loans/lend', { method: 'POST', token, json: body });
const takeBack = (token: string, barcode: string) =>
  server.call('/api/library_loans/return', { method: 'POST', token, json: { barcode } });
/** The due date of the copy's loan still out (the demo dates its loans from the day it was seeded). */
const dueDateOf = async (barcode: string): Promise<string> =>
  String(
    (
      await server.sql(
        `select l.due_date::text as due from library_loans l join library_copies c on c.id = l.library_copy_id where c.barcode = '${barcode}' and l.returned_at is null`,
      )
    )[0]?.due,
  );
const count = async (table: string): Promise<number> =>
  Number((await server.sql(`select count(*)::int as n from ${table}`))[0]!.n);

describe('library', () => {
  it('demo data: fifteen titles with copies, the rules, and Deniz’s overdue loan', async () => {
    const titles = await json<{ title: string; isbn: string }[]>(
      await server.call('/api/library_titles.json?pagination=false', { token: tokens.librarian }),
    );
    expect(titles).toHaveLength(15);
    expect(titles.map((row) => row.title)).toEqual(expect.arrayContaining(['Kürk Mantolu Madonna', 'Animal Farm']));
    const rules = await json<{ loanDays: number; maxLoans: number; finePerDay: string; fineCap: string }[]>(
      await server.call('/api/library_settings.json', { token: tokens.librarian }),
    );
    expect(rules).toEqual([
      expect.objectContaining({ loanDays: 14, maxLoans: 3, finePerDay: '0.50', fineCap: '10.00' }),
    ]);
    const overdue = await json<{
      rows: { borrower: string; title: string; className: string | null; daysOverdue: number }[];
    }>(await server.call('/api/library_loans/overdue', { token: tokens.librarian }));
    expect(overdue.rows).toEqual([
      expect.objectContaining({ borrower: 'Deniz Öğrenci', title: 'Kürk Mantolu Madonna', className: '9-A' }),
    ]);
    // The demo dates its loans from the school's day it was seeded: Deniz's was due twelve days
    // before (thirteen, when this run has crossed the school's midnight since).
    const due = (overdue.rows[0] as { dueDate?: string }).dueDate ?? '';
    expect([plusDays(today, -12), plusDays(today, -13)]).toContain(due);
    expect(overdue.rows[0]!.daysOverdue).toBe(dayNumber(today) - dayNumber(due));
  });

  it('who reads and writes: the librarian writes, plain staff read, a teacher and the nurse read no loan', async () => {
    expect((await server.call('/api/library_loans.json', { token: tokens.school })).status).toBe(200);
    expect((await lend(tokens.school!, { barcode: 'DHS-002-1', student: other.id })).status).toBe(403);
    expect((await server.call('/api/library_loans.json', { token: tokens.teacher })).status).toBe(403);
    expect((await server.call('/api/library_loans/overdue', { token: tokens.school })).status).toBe(403);
    expect((await server.call('/api/library_loans/overdue', { token: tokens.parent })).status).toBe(403);
    // The nurse is staff: she reads, but her duty is not the librarian's.
    expect((await lend(tokens.nurse!, { barcode: 'DHS-002-1', student: other.id })).status).toBe(403);
    const created = await server.call('/api/library_settings', {
      method: 'PATCH',
      token: tokens.school,
      json: { loanDays: 30 },
    });
    expect([403, 404, 405]).toContain(created.status);
  });

  it('another school reads none of these loans and cannot lend this school’s copies', async () => {
    const loans = await json<unknown[]>(await server.call('/api/library_loans.json', { token: tokens.school2 }));
    expect(loans).toHaveLength(0);
    expect((await server.call(`/api/students/${deniz.id}/library`, { token: tokens.school2 })).status).toBe(404);
  });

  it('lends by barcode with the due date of the rules; a copy on loan is refused with who has it', async () => {
    const first = await lend(tokens.librarian!, { barcode: ' DHS-002-1 ', student: other.id });
    expect(first.status).toBe(201);
    const loan = await json<Loan>(first);
    expect(loan).toMatchObject({
      barcode: 'DHS-002-1',
      title: 'İnce Memed 1',
      borrower: `${other.name} ${other.lastName}`,
      loanedAt: today,
      dueDate: plusDays(today, 14),
      returnedAt: null,
    });
    const before = await count('library_loans');
    const again = await lend(tokens.librarian!, { barcode: 'DHS-002-1', student: deniz.id });
    expect(again.status).toBe(409);
    const problem = await json<{ detail: string }>(again);
    expect(problem.detail).toBe(
      `This copy is already on loan to ${other.name} ${other.lastName} (due ${readable(plusDays(today, 14))}): it cannot be lent twice. Take it back first.`,
    );
    expect(await count('library_loans')).toBe(before);
    // In Turkish for a Turkish desk.
    const turkish = await server.call('/api/library_loans/lend', {
      method: 'POST',
      token: tokens.librarian,
      json: { barcode: 'DHS-002-1', student: deniz.id },
      headers: { 'Accept-Language': 'tr' },
    });
    expect((await json<{ detail: string }>(turkish)).detail).toContain('ikinci kez ödünç verilemez');
    // The generic route holds the same rule.
    const copy = (await server.sql(`select id from library_copies where barcode = 'DHS-002-1'`))[0]!.id;
    const generic = await server.call('/api/library_loans', {
      method: 'POST',
      token: tokens.librarian,
      json: { school: deniz.school, libraryCopy: copy, student: deniz.id },
    });
    expect(generic.status).toBe(409);
  });

  it('bad input is 422 on its field and keeps nothing', async () => {
    const before = await count('library_loans');
    const unknown = await lend(tokens.librarian!, { barcode: 'NO-SUCH', student: deniz.id });
    expect(unknown.status).toBe(422);
    expect(violationPaths(await json(unknown))).toEqual(['barcode']);
    const both = await lend(tokens.librarian!, { barcode: 'DHS-004-1', student: deniz.id, staffBorrower: teacherId });
    expect(violationPaths(await json(both))).toEqual(['student']);
    const none = await lend(tokens.librarian!, { barcode: 'DHS-004-1' });
    expect(violationPaths(await json(none))).toEqual(['student']);
    const empty = await lend(tokens.librarian!, { barcode: '', student: deniz.id });
    expect(violationPaths(await json(empty))).toEqual(['barcode']);
    // A staff loan goes to staff or a teacher, never to a parent's or a student's account.
    const [parent] = await server.sql(`select id from users where email = 'parent@kampus.test'`);
    const toParent = await lend(tokens.librarian!, { barcode: 'DHS-004-1', staffBorrower: Number(parent?.id) });
    expect(toParent.status).toBe(422);
    expect(violationPaths(await json(toParent))).toEqual(['staffBorrower']);
    expect(await count('library_loans')).toBe(before);
    // On loan and kept for a holder are the desk's to set.
    const copy = (await server.sql(`select id from library_copies where barcode = 'DHS-004-1'`))[0]!.id;
    const byHand = await server.call(`/api/library_copies/${copy}`, {
      method: 'PATCH',
      token: tokens.librarian,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ copyStatus: 'on_loan' }),
    });
    expect(byHand.status).toBe(422);
    expect(violationPaths(await json(byHand))).toEqual(['copyStatus']);
  });

  it('a borrower holds at most the school’s number of loans', async () => {
    // Deniz has her overdue loan; two more reach the school's three.
    expect((await lend(tokens.librarian!, { barcode: 'DHS-004-1', student: deniz.id })).status).toBe(201);
    expect((await lend(tokens.librarian!, { barcode: 'DHS-005-1', student: deniz.id })).status).toBe(201);
    const fourth = await lend(tokens.librarian!, { barcode: 'DHS-005-2', student: deniz.id });
    expect(fourth.status).toBe(422);
    expect(violationPaths(await json(fourth))).toEqual(['student']);
    for (const barcode of ['DHS-004-1', 'DHS-005-1'])
      expect((await takeBack(tokens.librarian!, barcode)).status).toBe(200);
  });

  it('a family reads their child’s loans without barcodes; a student their own; a teacher none', async () => {
    const response = await server.call(`/api/students/${deniz.id}/library`, { token: tokens.parent });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('DHS-');
    const { loans } = JSON.parse(text) as {
      loans: { title: string; dueDate: string; daysOverdue: number; returnedAt: string | null; fine: string | null }[];
    };
    expect(loans[0]).toMatchObject({ title: 'Kürk Mantolu Madonna', returnedAt: null });
    // Seeded twelve days after its due date, and the returned loan 38 days before that day.
    const seeded = plusDays(loans[0]!.dueDate, 12);
    expect(loans[0]!.daysOverdue).toBeGreaterThan(0);
    // The demo's returned loan: 6 days late at 0.50 a day.
    expect(loans).toContainEqual(
      expect.objectContaining({ title: 'Küçük Prens', returnedAt: plusDays(seeded, -38), fine: '3.00' }),
    );
    expect((await server.call(`/api/students/${deniz.id}/library`, { token: tokens.student })).status).toBe(200);
    expect((await server.call(`/api/students/${other.id}/library`, { token: tokens.parent })).status).toBe(404);
    expect((await server.call(`/api/students/${deniz.id}/library`, { token: tokens.teacher })).status).toBe(403);
    // The generic list: the family's own children's loans only.
    const generic = await json<{ student: string }[]>(
      await server.call('/api/library_loans.json?pagination=false', { token: tokens.parent }),
    );
    expect(generic).toAllSatisfy((row: { student: string }) =>
      [deniz.id, ege.id].some((id) => row.student === `/api/students/${id}`),
    );
  });

  it('reminds the families of overdue loans once a day, through the notifications', async () => {
    const first = await server.call('/api/library_loans/remind', { method: 'POST', token: tokens.librarian });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ loans: 1, notified: 1 });
    const mine = await json<{ title: string; body: string }[]>(
      await server.call('/api/notifications.json?kind=library_overdue', { token: tokens.parent }),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe('Deniz Öğrenci has an overdue library book');
    expect(mine[0]!.body).toContain('Kürk Mantolu Madonna');
    expect(mine[0]!.body).toContain(readable(await dueDateOf('DHS-001-1')));
    expect(mine[0]!.body).not.toContain('DHS-');
    expect(await count(`jobs where task = 'notifications.deliver'`)).toBeGreaterThan(0);
    const again = await server.call('/api/library_loans/remind', { method: 'POST', token: tokens.librarian });
    expect(await json(again)).toEqual({ loans: 0, notified: 0 });
  });

  it('reminds every morning as the button does, and keeps the next morning queued', async () => {
    const pending = () =>
      server.sql(`select id, run_at from jobs where task = 'library.remind-overdue' and state = 'pending'`);
    // Start-up queued one run, at the next 05:00 UTC.
    const [queued] = await pending();
    expect(queued).toBeDefined();
    const runAt = new Date(String(queued!.run_at));
    expect(runAt.getUTCHours()).toBe(5);
    expect(runAt.getTime()).toBeGreaterThan(Date.now());
    // The morning comes for Deniz's overdue loan, not reminded yet today.
    await server.sql(
      `update library_loans set reminded_at = null where returned_at is null and student_id = ${deniz.id}`,
    );
    const before = (
      await json<unknown[]>(await server.call('/api/notifications.json?kind=library_overdue', { token: tokens.parent }))
    ).length;
    await server.sql(`update jobs set run_at = now() - interval '1 minute' where id = ${Number(queued!.id)}`);
    await server.runJobs();
    const after = await json<{ body: string }[]>(
      await server.call('/api/notifications.json?kind=library_overdue', { token: tokens.parent }),
    );
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.body).toContain('Kürk Mantolu Madonna');
    const [loan] = await server.sql(
      `select reminded_at::text as on from library_loans where returned_at is null and student_id = ${deniz.id}`,
    );
    expect(loan?.on).toBe(today);
    // The next morning's run is queued, one only.
    const next = await pending();
    expect(next).toHaveLength(1);
    expect(new Date(String(next[0]!.run_at)).getTime()).toBeGreaterThan(Date.now());
  });

  it('takes back by barcode with the fine of the rules, once', async () => {
    const due = await dueDateOf('DHS-001-1');
    const back = await takeBack(tokens.librarian!, 'DHS-001-1');
    expect(back.status).toBe(200);
    const loan = await json<Loan>(back);
    const late = dayNumber(today) - dayNumber(due);
    const cents = Math.min(late * 50, 1000);
    expect(loan).toMatchObject({ returnedAt: today, fine: (cents / 100).toFixed(2), heldFor: null });
    const twice = await takeBack(tokens.librarian!, 'DHS-001-1');
    expect(twice.status).toBe(409);
    const status = await server.sql(`select copy_status from library_copies where barcode = 'DHS-001-1'`);
    expect(status[0]!.copy_status).toBe('available');
  });

  it('a returned copy whose title is held goes to the first holder, whose family is told', async () => {
    const notices = async () =>
      json<{ title: string; body: string; link: string }[]>(
        await server.call('/api/notifications.json?pagination=false&kind=library_hold', { token: tokens.parent }),
      );
    const before = (await notices()).length;
    // The family sees the reservation on their child's library page: waiting, then ready.
    const reserved = async () =>
      (
        await json<{ holds: { title: string; status: string }[] }>(
          await server.call(`/api/students/${ege.id}/library`, { token: tokens.parent }),
        )
      ).holds;
    expect(await reserved()).toEqual([expect.objectContaining({ status: 'waiting' })]);
    const back = await json<Loan>(await takeBack(tokens.librarian!, 'DHS-013-1'));
    expect(back.heldFor).toBe('Ege Öğrenci');
    const [title] = await server.sql(
      `select t.title from library_titles t join library_copies c on c.library_title_id = t.id where c.barcode = 'DHS-013-1'`,
    );
    const told = await notices();
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({
      title: `“${String(title?.title)}” is ready to collect`,
      link: '/library/books',
    });
    expect(told.at(-1)!.body).toContain('Ege Öğrenci');
    const refused = await lend(tokens.librarian!, { barcode: 'DHS-013-1', student: deniz.id });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json(refused))).toEqual(['libraryCopy']);
    expect(await reserved()).toEqual([
      {
        id: expect.any(Number),
        title: String(title?.title),
        authors: expect.anything(),
        heldAt: expect.any(String),
        status: 'ready',
      },
    ]);
    expect((await lend(tokens.librarian!, { barcode: 'DHS-013-1', student: ege.id })).status).toBe(201);
    // Collected: a loan now, no longer a reservation.
    expect(await reserved()).toEqual([]);
    const hold = await server.sql(`select hold_status from library_holds where student_id = ${ege.id}`);
    expect(hold[0]!.hold_status).toBe('collected');
  });

  it('checks ISBNs and fills a title from the committed list', async () => {
    const post = (body: Record<string, unknown>) =>
      server.call('/api/library_titles', {
        method: 'POST',
        token: tokens.librarian,
        json: { school: deniz.school, ...body },
      });
    const bad = await post({ isbn: '978-0-14-044913-7', title: 'Typo' });
    expect(bad.status).toBe(422);
    expect(violationPaths(await json(bad))).toEqual(['isbn']);
    const unknown = await post({ isbn: '0-306-40615-2' });
    expect(unknown.status).toBe(422);
    expect(violationPaths(await json(unknown))).toEqual(['title']);
    const typed = await post({ isbn: '0-306-40615-2', title: 'Typed by the librarian' });
    expect(typed.status).toBe(201);
    expect(await json(typed)).toMatchObject({ isbn: '0306406152', title: 'Typed by the librarian' });
    // A title emptied is filled again from the list by its ISBN.
    const id = (await server.sql(`select id from library_titles where isbn = '9780140449136'`))[0]!.id;
    const emptied = await server.call(`/api/library_titles/${id}`, {
      method: 'PATCH',
      token: tokens.librarian,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ title: '', authors: '' }),
    });
    expect(emptied.status).toBe(200);
    expect(await json(emptied)).toMatchObject({ title: 'Crime and Punishment', authors: 'Fyodor Dostoevsky' });
  });
});
