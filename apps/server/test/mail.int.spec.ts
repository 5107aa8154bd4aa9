/**
 * Internal mail (issue 14, item 1; docs/mail.md): who may write to whom, each rule through both
 * the one-command send and the spec's own calls; bcc hidden; the send in one transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, outboxIdsTo } from './accounts-mail.ts';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
}
const PEOPLE = ['hq', 'school', 'school2', 'teacher', 'parent', 'student'] as const;
type Person = (typeof PEOPLE)[number];

interface MailRow {
  id: number;
  user: string;
  isSender: boolean;
  isTo: boolean;
  isCc: boolean;
  isBcc: boolean;
  isRead: boolean;
  email: {
    subject: string;
    msgBody: string;
    to: { id: number }[];
    cc: { id: number }[];
    bcc: { id: number }[];
    sender: { id: number };
  };
}

beforeAll(async () => {
  server = await startServer();
  const admin = (await server.login('admin@kampus.test')).token;
  tokens.admin = admin;
  for (const person of PEOPLE) {
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
    const [user] = await json<{ id: number }[]>(
      await server.call(`/api/users.json?email=${person}@kampus.test`, { token: admin }),
    );
    ids[person] = user!.id;
  }
});
afterAll(async () => server.close());

const send = (from: Person, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.call('/api/mails/send', { method: 'POST', token: tokens[from], json: body, headers });

const list = async (who: Person, query: string) =>
  json<MailRow[]>(await server.call(`/api/mails.json?${query}`, { token: tokens[who] }));

/** Every rule of item 1, as [from, to, allowed]. */
const RULES: [Person, Person, boolean][] = [
  ['school', 'parent', true], // staff: anyone in reach
  ['school', 'teacher', true],
  ['school', 'school2', false], // another school, outside a school admin's reach
  ['hq', 'school2', true], // headquarters reaches every school under it
  ['teacher', 'school', true], // teacher: staff of their school
  ['teacher', 'parent', true], // ...the parents of their classes
  ['teacher', 'student', true], // ...and the students of their classes
  ['teacher', 'school2', false], // not staff of another school
  ['parent', 'school', true], // parent: staff
  ['parent', 'teacher', true], // ...their children's teachers
  ['parent', 'student', false], // not a student
  ['parent', 'school2', false], // not staff of a school their family is not in
  ['student', 'teacher', true],
  ['student', 'school', true],
  ['student', 'parent', false],
];

describe('who may write to whom', () => {
  for (const [from, to, allowed] of RULES) {
    it(`${from} -> ${to}: ${allowed ? 'sent' : 'refused'} (send command and the spec's own calls)`, async () => {
      const subject = `rule ${from} ${to}`;
      const response = await send(from, { to: [ids[to]], subject, msgBody: '<p>hi</p>' });
      expect(response.status).toBe(allowed ? 201 : 422);
      if (!allowed) {
        const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
        expect(problem.violations).toEqual([
          expect.objectContaining({ propertyPath: 'to[0]', message: 'This person is not someone you may write to.' }),
        ]);
      }
      const received = await list(to, `isTo=true&pagination=false`);
      expect(received.some((mail) => mail.email.subject === subject)).toBe(allowed);
      // The spec's flow: the sender's record, then one POST per recipient.
      const own = await server.call('/api/mails', {
        method: 'POST',
        token: tokens[from],
        json: { email: { subject: `${subject} (spec)`, msgBody: 'x' }, user: ids[from], isSender: true, isRead: true },
      });
      expect(own.status).toBe(201);
      const delivery = await server.call('/api/mails', {
        method: 'POST',
        token: tokens[from],
        json: { email: { subject: `${subject} (spec)`, msgBody: 'x' }, user: ids[to], isTo: true, isSender: false },
      });
      // Refused: 403, or 422 on \`user\` when the person is not even visible to the caller.
      if (allowed) expect(delivery.status).toBe(201);
      else expect([403, 422]).toContain(delivery.status);
    });
  }
});

describe('sending', () => {
  it('bcc is invisible to the other recipients and a bcc recipient gets the mail', async () => {
    const response = await send('school', {
      to: [ids.parent],
      cc: [ids.teacher],
      bcc: [ids.student],
      subject: 'Trip on Friday',
      msgBody: '<p>Bring a coat.</p>',
    });
    expect(response.status).toBe(201);
    const [parentCopy] = (await list('parent', 'isTo=true&pagination=false')).filter(
      (m) => m.email.subject === 'Trip on Friday',
    );
    const [teacherCopy] = (await list('teacher', 'isCc=true&pagination=false')).filter(
      (m) => m.email.subject === 'Trip on Friday',
    );
    const [hqCopy] = (await list('student', 'isBcc=true&pagination=false')).filter(
      (m) => m.email.subject === 'Trip on Friday',
    );
    const [mine] = (await list('school', 'isSender=true&pagination=false')).filter(
      (m) => m.email.subject === 'Trip on Friday',
    );
    for (const copy of [parentCopy, teacherCopy, hqCopy]) {
      expect(copy).toBeDefined();
      expect(copy!.email.bcc).toEqual([]);
      expect(JSON.stringify(copy)).not.toContain('student@kampus.test');
      expect(copy!.email.sender.id).toBe(ids.school);
      expect(copy!.isRead).toBe(false);
    }
    expect(mine!.email.bcc.map((p) => p.id)).toEqual([ids.student]);
    // The cc and bcc recipients find it in their inbox (the spec's filter).
    const inbox = 'isSender=false&isTo=true&isTrashed=false&pagination=false';
    expect((await list('student', inbox)).some((m) => m.id === hqCopy!.id)).toBe(true);
    expect((await list('teacher', inbox)).some((m) => m.id === teacherCopy!.id)).toBe(true);
    expect(mine!.email.to.map((p) => p.id)).toEqual([ids.parent]);
    expect(mine!.email.cc.map((p) => p.id)).toEqual([ids.teacher]);
  });

  it('one transaction: one refused recipient writes nothing at all', async () => {
    const before = await server.sql('select count(*)::int as n from mails');
    const response = await send('parent', { to: [ids.teacher, ids.student], subject: 'half?', msgBody: 'x' });
    expect(response.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['to[1]']);
    const after = await server.sql('select count(*)::int as n from mails');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await list('teacher', 'pagination=false')).some((m) => m.email.subject === 'half?')).toBe(false);
  });

  it('the draft is removed by the send; no recipient is a 422 naming to, in the caller language', async () => {
    const draft = await json<{ id: number }>(
      await server.call('/api/mails', {
        method: 'POST',
        token: tokens.teacher,
        json: { email: { subject: 'draft', msgBody: 'half' }, isDraft: true },
      }),
    );
    const empty = await server.call('/api/mails/send', {
      method: 'POST',
      token: tokens.teacher,
      json: { subject: 'x' },
      headers: { 'accept-language': 'tr' },
    });
    expect(empty.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string; message: string }[] }>(empty)).violations).toEqual([
      expect.objectContaining({ propertyPath: 'to', message: 'En az bir alıcı seçin.' }),
    ]);
    const sent = await send('teacher', { to: [ids.parent], subject: 'from draft', msgBody: 'x', draftId: draft.id });
    expect(sent.status).toBe(201);
    expect((await server.call(`/api/mails/${draft.id}`, { token: tokens.teacher })).status).toBe(404);
  });

  it('an Idempotency-Key sends once', async () => {
    const headers = { 'idempotency-key': 'mail-once-1' };
    const first = await send('teacher', { to: [ids.student], subject: 'once', msgBody: 'x' }, headers);
    const again = await send('teacher', { to: [ids.student], subject: 'once', msgBody: 'x' }, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await list('student', 'pagination=false')).filter((m) => m.email.subject === 'once')).toHaveLength(1);
  });
});

describe('the reader told of a new mail (issue 30, part 3)', () => {
  const noticesOf = async (who: Person) =>
    (
      await json<NotificationRow[]>(
        await server.call('/api/notifications.json?pagination=false', { token: tokens[who] }),
      )
    ).filter((notice) => notice.kind === 'new_mail');

  it('tells each recipient in the bell and by e-mail, naming the sender and the subject, never the text', async () => {
    const parentBefore = await noticesOf('parent');
    const schoolBefore = (await noticesOf('school')).length;
    const mailBefore = await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test');
    const response = await send('teacher', {
      to: [ids.parent],
      cc: [ids.school],
      subject: 'Parents’ evening',
      msgBody: '<p>Private words about Deniz.</p>',
    });
    expect(response.status).toBe(201);
    const [copy] = (await list('parent', 'isTo=true&pagination=false')).filter(
      (m) => m.email.subject === 'Parents’ evening',
    );
    const added = (await noticesOf('parent')).filter((notice) => !parentBefore.some((old) => old.id === notice.id));
    expect(added).toEqual([
      expect.objectContaining({
        title: 'New mail from Tülay Öğretmen',
        body: 'Tülay Öğretmen wrote to you in Kampus: “Parents’ evening”. Open your mailbox to read it.',
        link: `/mail/inbox/${copy!.id}`,
      }),
    ]);
    // The cc recipient is told too; the sender is not told of their own mail.
    expect(await noticesOf('school')).toHaveLength(schoolBefore + 1);
    expect((await noticesOf('teacher')).some((notice) => notice.body.includes('Parents’ evening'))).toBe(false);
    // Out by e-mail (on by default): the sender and the subject, not the message.
    // The outbox may first show the notices of the mails sent by the tests above (their jobs run now).
    let mail = await latestMailTo(server, tokens.admin!, 'parent@kampus.test', mailBefore.at(-1));
    for (let read = 0; read < 40 && !mail.text.includes('Parents’ evening'); read += 1)
      mail = await latestMailTo(server, tokens.admin!, 'parent@kampus.test', mail.id);
    expect(mail.subject).toBe('New mail from Tülay Öğretmen');
    expect(mail.text).toContain('Parents’ evening');
    expect(mail.text).not.toContain('Private words');
  });

  it('tells no one of a send refused on one recipient', async () => {
    const before = await server.sql(`select count(*)::int as n from notifications where kind = 'new_mail'`);
    const response = await send('parent', { to: [ids.teacher, ids.student], subject: 'refused', msgBody: 'x' });
    expect(response.status).toBe(422);
    const after = await server.sql(`select count(*)::int as n from notifications where kind = 'new_mail'`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('reading', () => {
  it('sections, counts, read, star, trash, restore and delete of one own copy', async () => {
    await send('teacher', { to: [ids.parent], subject: 'count me', msgBody: 'x' });
    const labels = async () =>
      json<Record<'inbox' | 'starred' | 'sent' | 'drafts' | 'trash', { unreadCount: number; totalCount: number }>>(
        await server.call('/api/mails/labels', { token: tokens.parent }),
      );
    const before = await labels();
    expect(Object.keys(before)).toEqual(['inbox', 'starred', 'sent', 'drafts', 'trash']);
    const [mail] = await list('parent', 'isSender=false&isTo=true&isTrashed=false&order[sentAt]=desc');
    expect(mail!.email.subject).toBe('count me');
    const patch = (body: Record<string, unknown>) =>
      server.call(`/api/mails/${mail!.id}`, {
        method: 'PATCH',
        token: tokens.parent,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify(body),
      });
    expect((await patch({ isRead: true })).status).toBe(200);
    expect((await labels()).inbox.unreadCount).toBe(before.inbox.unreadCount - 1);
    expect((await patch({ isStarred: true })).status).toBe(200);
    expect((await labels()).starred.totalCount).toBe(before.starred.totalCount + 1);
    expect((await patch({ isTrashed: true })).status).toBe(200);
    expect((await labels()).trash.totalCount).toBe(before.trash.totalCount + 1);
    expect((await patch({ isTrashed: false })).status).toBe(200);
    // A received message is what it was: its text cannot be changed.
    expect((await patch({ email: { subject: 'forged' } })).status).toBe(422);
    expect((await patch({ isSender: true })).status).toBe(422);
    // Nobody else reads, changes or deletes this copy: not even its sender.
    expect((await server.call(`/api/mails/${mail!.id}`, { token: tokens.teacher })).status).toBe(404);
    expect((await server.call(`/api/mails/${mail!.id}`, { token: tokens.school2 })).status).toBe(404);
    expect((await server.call(`/api/mails/${mail!.id}`, { method: 'DELETE', token: tokens.teacher })).status).toBe(404);
    expect((await server.call(`/api/mails/${mail!.id}`, { method: 'DELETE', token: tokens.parent })).status).toBe(204);
  });

  it("a list never shows another user's mail, whatever the query says", async () => {
    const rows = await list('student', `user=${ids.parent}&pagination=false`);
    expect(rows).toEqual([]);
  });
});

describe('user search', () => {
  const search = (who: Person, key: string) =>
    server.call(`/en/search/${ids[who]}/users/${encodeURIComponent(key)}`, { token: tokens[who] });

  it('needs three letters', async () => {
    const response = await search('teacher', 'pe');
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain('Type at least 3 letters.');
  });

  it('offers only people the caller may write to', async () => {
    const found = await json<{ email: string }[]>(await search('parent', 'kampus.test'));
    const emails = found.map((user) => user.email).sort();
    expect(emails).toContain('teacher@kampus.test');
    expect(emails).toContain('school@kampus.test');
    expect(emails).not.toContain('student@kampus.test');
    expect(emails).not.toContain('school2@kampus.test');
    expect(emails).not.toContain('parent@kampus.test');
    const teacher = await json<{ email: string }[]>(await search('teacher', 'Veli'));
    expect(teacher.map((user) => user.email)).toEqual(['parent@kampus.test']);
  });

  it("another user's search is refused", async () => {
    expect((await server.call(`/en/search/${ids.parent}/users/kampus`, { token: tokens.teacher })).status).toBe(403);
  });
});

describe('attachments', () => {
  it('travel with the mail, are read only through one own copy, and only one own uploads can be attached', async () => {
    const upload = await server.call('/api/mails/attachments?name=plan.txt', {
      method: 'POST',
      token: tokens.teacher,
      headers: { 'content-type': 'application/octet-stream' },
      body: 'lesson plan',
    });
    expect(upload.status).toBe(201);
    const file = await json<{ key: string; name: string; size: number }>(upload);
    expect(file).toMatchObject({ name: 'plan.txt', size: 11 });
    expect(
      (await send('teacher', { to: [ids.parent], subject: 'with file', msgBody: 'x', attachment: [file] })).status,
    ).toBe(201);
    const [copy] = (await list('parent', 'isTo=true&pagination=false')).filter((m) => m.email.subject === 'with file');
    const read = await server.call(`/api/mails/${copy!.id}/attachments/0`, { token: tokens.parent });
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('lesson plan');
    expect((await server.call(`/api/mails/${copy!.id}/attachments/0`, { token: tokens.student })).status).toBe(404);
    expect((await server.call(`/api/mails/${copy!.id}/attachments/1`, { token: tokens.parent })).status).toBe(404);
    // A name the client chose (the spec's own calls write the record) is offered safely, never a 500.
    const renamed = { ...file, name: 'Öğretmen "notu"\r\n.txt' };
    expect(
      (await send('teacher', { to: [ids.parent], subject: 'renamed file', msgBody: 'x', attachment: [renamed] }))
        .status,
    ).toBe(201);
    const [renamedCopy] = (await list('parent', 'isTo=true&pagination=false')).filter(
      (m) => m.email.subject === 'renamed file',
    );
    const readRenamed = await server.call(`/api/mails/${renamedCopy!.id}/attachments/0`, { token: tokens.parent });
    expect(readRenamed.status).toBe(200);
    expect(readRenamed.headers.get('content-disposition')).toBe(
      `attachment; filename="Ogretmen _notu_.txt"; filename*=UTF-8''${encodeURIComponent('Öğretmen "notu".txt')}`,
    );
    // The parent cannot pass the teacher's upload off as their own.
    const forged = await send('parent', { to: [ids.teacher], subject: 'forged', msgBody: 'x', attachment: [file] });
    expect(forged.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(forged)).violations[0]!.propertyPath).toBe(
      'attachment[0]',
    );
  });

  it('go along with a forward: stored again as the forwarder own, readable by the new recipient', async () => {
    const upload = await server.call('/api/mails/attachments?name=timetable.txt', {
      method: 'POST',
      token: tokens.teacher,
      headers: { 'content-type': 'application/octet-stream' },
      body: 'monday: maths',
    });
    const file = await json<{ key: string; name: string }>(upload);
    await send('teacher', { to: [ids.parent], subject: 'to forward', msgBody: 'x', attachment: [file] });
    const [copy] = (await list('parent', 'isTo=true&pagination=false')).filter((m) => m.email.subject === 'to forward');
    // Someone else's copy is not theirs to forward.
    const stolen = await server.call(`/api/mails/${copy!.id}/forward-attachments`, {
      method: 'POST',
      token: tokens.student,
    });
    expect(stolen.status).toBe(404);
    const copied = await server.call(`/api/mails/${copy!.id}/forward-attachments`, {
      method: 'POST',
      token: tokens.parent,
    });
    expect(copied.status).toBe(201);
    const files = await json<{ key: string; name: string; size: number }[]>(copied);
    expect(files).toEqual([expect.objectContaining({ name: 'timetable.txt', size: 13 })]);
    expect(files[0]!.key).not.toBe(file.key);
    const forwarded = await send('parent', {
      to: [ids.school],
      subject: 'Fwd: to forward',
      msgBody: 'see below',
      attachment: files,
    });
    expect(forwarded.status).toBe(201);
    const [received] = (await list('school', 'isTo=true&pagination=false')).filter(
      (m) => m.email.subject === 'Fwd: to forward',
    );
    const read = await server.call(`/api/mails/${received!.id}/attachments/0`, { token: tokens.school });
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('monday: maths');
  });
});
