/**
 * Health (issue 33; docs/health.md) as its clients see it: a generated policy walk over every
 * health resource and every kind of reader (0 reads by the teacher, plain school staff, another
 * school, headquarters without the duty; the parent only their children's; the nurse every row of
 * her school, each read on the audit trail); a duty's reach is its school's; a parent's report
 * waits for the nurse; a visit notifies the guardians; the immunisation status flags the missing
 * doses; a teacher's class alerts name the allergen and what to do, never a condition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids = { high: 0, middle: 0, deniz: 0, ege: 0, classmate: 0, nineA: 0, school2: 0 };

const HEALTH = [
  'health_records',
  'health_allergies',
  'health_medications',
  'immunisation_doses',
  'nurse_visits',
  'medication_givings',
] as const;

const idOf = async (query: string): Promise<number> => {
  const [row] = await server.sql(query);
  return Number(row?.id);
};

beforeAll(async () => {
  server = await startServer();
  for (const person of ['admin', 'hq', 'school', 'school2', 'teacher', 'parent', 'student', 'nurse'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.middle = await idOf(`select id from schools where title = 'Demo Middle School'`);
  ids.deniz = await idOf(`select id from students where name = 'Deniz' and last_name = 'Öğrenci'`);
  ids.ege = await idOf(`select id from students where name = 'Ege' and last_name = 'Öğrenci'`);
  ids.classmate = await idOf(`select id from students where student_number = 'H0002'`);
  ids.nineA = await idOf(`select id from classes where title = '9-A' and school_id = ${ids.high}`);
  ids.school2 = await idOf(`select id from users where email = 'school2@kampus.test'`);
});
afterAll(async () => {
  await server.close();
});

const list = async (who: string, resource: string, query = '') => {
  const response = await server.call(`/api/${resource}.json?pagination=false${query}`, { token: tokens[who] });
  const rows = response.status === 200 ? await json<{ id: number; student: string }[]>(response) : [];
  return { status: response.status, rows };
};

const studentOf = (row: { student: string }): number => Number(row.student.split('/').pop());

const readEntries = async (resource: string, user: string) =>
  server.sql(
    `select a.after from audit_logs a join users u on u.id = a.user_id
     where a.action = 'read' and a.resource = '${resource}' and u.email = '${user}@kampus.test'`,
  );

describe('who reads health: every resource, every kind of reader', () => {
  for (const resource of HEALTH) {
    it(`${resource}: no teacher, plain staff, other school or headquarters without the duty`, async () => {
      for (const who of ['teacher', 'school', 'school2', 'hq', 'student']) {
        const { status, rows } = await list(who, resource);
        expect(status, `${who} lists ${resource}`).toBe(403);
        expect(rows).toHaveLength(0);
      }
    });

    it(`${resource}: the parent reads their children's rows only; the nurse every row of her school, audited`, async () => {
      const nurse = await list('nurse', resource);
      expect(nurse.status).toBe(200);
      expect(nurse.rows.length).toBeGreaterThan(0);
      const parent = await list('parent', resource);
      expect(parent.status).toBe(200);
      expect(parent.rows).toAllSatisfy((row) => [ids.deniz, ids.ege].includes(studentOf(row)));
      expect(nurse.rows.length).toBeGreaterThanOrEqual(parent.rows.length);
      // Every row the nurse read is named by a read entry of hers.
      const audited = new Set(
        (await readEntries(resource, 'nurse')).flatMap((entry) => (entry.after as { ids: number[] }).ids),
      );
      for (const row of nurse.rows) expect(audited.has(row.id)).toBe(true);
      // An item read: allowed to the nurse and audited; 403 to the teacher and plain staff.
      const first = nurse.rows[0];
      if (!first) return;
      expect((await server.call(`/api/${resource}/${first.id}`, { token: tokens.nurse })).status).toBe(200);
      const items = await server.sql(
        `select count(*)::int as n from audit_logs a join users u on u.id = a.user_id
         where a.action = 'read' and a.resource = '${resource}' and a.record_id = ${first.id} and u.email = 'nurse@kampus.test'`,
      );
      expect(Number(items[0]?.n)).toBeGreaterThan(0);
      for (const who of ['teacher', 'school']) {
        expect((await server.call(`/api/${resource}/${first.id}`, { token: tokens[who] })).status).toBe(403);
      }
    });
  }

  it('the classmate’s allergy is another family’s: not in the parent’s list, 404 by id', async () => {
    const nurse = await list('nurse', 'health_allergies', `&student=${ids.classmate}`);
    const theirs = nurse.rows[0];
    expect(theirs).toBeDefined();
    const parent = await list('parent', 'health_allergies');
    expect(parent.rows.some((row) => row.id === theirs?.id)).toBe(false);
    expect((await server.call(`/api/health_allergies/${theirs?.id}`, { token: tokens.parent })).status).toBe(404);
  });

  it('no condition reaches a teacher, plain staff or another school by any list', async () => {
    for (const who of ['teacher', 'school', 'school2']) {
      const response = await server.call('/api/health_records.json', { token: tokens[who] });
      expect(await response.text()).not.toContain('Asthma');
    }
  });
});

describe('the data-subject export', () => {
  it('holds the child’s health rows, and puts staff’s read of them on the audit trail', async () => {
    const response = await server.call(`/api/students/${ids.deniz}/personal-data`, { token: tokens.school });
    expect(response.status).toBe(200);
    const exported = await json<{ related: Record<string, { id: number }[]> }>(response);
    const allergies = exported.related.health_allergies ?? [];
    expect(allergies.length).toBeGreaterThan(0);
    const audited = new Set(
      (await readEntries('health_allergies', 'school')).flatMap((entry) => (entry.after as { ids: number[] }).ids),
    );
    for (const row of allergies) expect(audited.has(row.id)).toBe(true);
  });
});

describe('a duty reaches the schools it is held at', () => {
  it('a nurse duty at the middle school opens no high school row, and writes none there', async () => {
    const granted = await server.call('/api/staff_duties', {
      method: 'POST',
      token: tokens.admin,
      json: { school: ids.middle, user: ids.school2, duty: 'nurse' },
    });
    expect(granted.status, await granted.clone().text()).toBe(201);
    const { status, rows } = await list('school2', 'health_allergies');
    expect(status).toBe(200);
    expect(rows).toHaveLength(0);
    const denizRecord = await list('nurse', 'health_records', `&student=${ids.deniz}`);
    const id = denizRecord.rows[0]?.id;
    expect((await server.call(`/api/health_records/${id}`, { token: tokens.school2 })).status).toBe(404);
    const written = await server.call('/api/health_allergies', {
      method: 'POST',
      token: tokens.school2,
      json: { school: ids.high, student: ids.deniz, allergen: 'Latex', severity: 'mild' },
    });
    expect(written.status).toBe(422);
    expect(violationPaths(await json(written))).toContain('school');
  });

  it('a headquarters user holding the duty reads every school of the group', async () => {
    const hq = await idOf(`select id from users where email = 'hq@kampus.test'`);
    const hqSchool = await idOf(`select id from schools where title = 'Demo Education Group'`);
    const granted = await server.call('/api/staff_duties', {
      method: 'POST',
      token: tokens.admin,
      json: { school: hqSchool, user: hq, duty: 'health_designate' },
    });
    expect(granted.status, await granted.clone().text()).toBe(201);
    const { status, rows } = await list('hq', 'health_allergies');
    expect(status).toBe(200);
    expect(rows.some((row) => studentOf(row) === ids.deniz)).toBe(true);
  });
});

describe('a parent reports, the nurse confirms', () => {
  it('stores the parent’s allergy as reported and unconfirmed; only the nurse confirms it', async () => {
    const refused = await server.call('/api/health_allergies', {
      method: 'POST',
      token: tokens.parent,
      json: { school: ids.high, student: ids.ege, allergen: 'Kiwi', severity: 'moderate', confirmed: true },
    });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json(refused))).toContain('confirmed');
    const created = await server.call('/api/health_allergies', {
      method: 'POST',
      token: tokens.parent,
      json: { school: ids.high, student: ids.ege, allergen: 'Kiwi', severity: 'moderate' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const row = await json<{ id: number; reportedByParent: boolean; confirmed: boolean }>(created);
    expect(row).toMatchObject({ reportedByParent: true, confirmed: false });
    const patch = (token: string | undefined) =>
      server.call(`/api/health_allergies/${row.id}`, {
        method: 'PATCH',
        token,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ confirmed: true }),
      });
    expect((await patch(tokens.parent)).status).toBe(403);
    const confirmed = await patch(tokens.nurse);
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({ confirmed: true, reportedByParent: true });
  });

  it('the audit trail says who changed which fields of a health row, never to what: headquarters read the trail whole', async () => {
    const created = await server.call('/api/health_allergies', {
      method: 'POST',
      token: tokens.nurse,
      json: { school: ids.high, student: ids.ege, allergen: 'Sesame-7731', severity: 'severe', reaction: 'Hives-7731' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const changed = await server.call(`/api/health_allergies/${id}`, {
      method: 'PATCH',
      token: tokens.nurse,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ reaction: 'Swelling-7731' }),
    });
    expect(changed.status).toBe(200);
    const trail = await server.call(`/api/audit_logs.json?resource=health_allergies&recordId=${id}`, {
      token: tokens.hq,
    });
    expect(trail.status).toBe(200);
    const entries = await json<{ action: string; before: unknown; after: unknown; changed: unknown }[]>(trail);
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'update']));
    const text = JSON.stringify(entries);
    for (const value of ['Sesame-7731', 'Hives-7731', 'Swelling-7731', 'severe']) expect(text).not.toContain(value);
    // Which row and whose: the references stay; which fields changed: named.
    expect(text).toContain('reaction');
  });

  it('refuses a report about another family’s child', async () => {
    const response = await server.call('/api/health_medications', {
      method: 'POST',
      token: tokens.parent,
      json: { school: ids.high, student: ids.classmate, medication: 'Ibuprofen' },
    });
    expect(response.status).toBe(422);
    expect(violationPaths(await json(response))).toContain('student');
  });
});

describe('nurse visits', () => {
  it('a visit sending the student home with the parent notified tells the guardian, in the school’s language', async () => {
    const before = await json<{ id: number }[]>(
      await server.call('/api/notifications.json?pagination=false&kind=health_visit', { token: tokens.parent }),
    );
    const visit = await server.call('/api/nurse_visits', {
      method: 'POST',
      token: tokens.nurse,
      headers: { 'accept-language': 'tr' },
      json: {
        school: ids.high,
        student: ids.deniz,
        visitedAt: '2026-11-30 09:40:00',
        complaint: 'Wheezing after running',
        treatment: 'Inhaler, rest',
        visitOutcome: 'sent_home',
        parentNotified: true,
      },
    });
    expect(visit.status, await visit.clone().text()).toBe(201);
    expect(await json(visit)).toMatchObject({ nurse: expect.stringMatching(/^\/api\/users\/\d+$/) });
    const after = await json<{ kind: string; title: string; body: string; link: string }[]>(
      await server.call('/api/notifications.json?pagination=false&kind=health_visit', { token: tokens.parent }),
    );
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      kind: 'health_visit',
      title: 'Deniz Öğrenci okul revirine gitti',
      body: 'Deniz Öğrenci, 30 Kas 2026 09:40 tarihinde revire gitti ve eve gönderiliyor. Lütfen okuldan alınız.',
      // The child's visits tab, a page the family has (not a path of no screen).
      link: `/student/${ids.deniz}/nurse-visits`,
    });
    // What the complaint was stays in the record, not in a message.
    expect(after[0]?.body).not.toContain('Wheezing');
    // The teacher hears nothing of it.
    const teacher = await json<{ kind: string }[]>(
      await server.call('/api/notifications.json?pagination=false&kind=health_visit', { token: tokens.teacher }),
    );
    expect(teacher).toHaveLength(0);
  });

  it('a visit without the parent notified sends nothing; the teacher may not record one', async () => {
    const count = async () =>
      (await json<unknown[]>(await server.call('/api/notifications.json?pagination=false', { token: tokens.parent })))
        .length;
    const before = await count();
    const body = {
      school: ids.high,
      student: ids.ege,
      visitedAt: '2026-11-30 11:00:00',
      complaint: 'Scraped knee',
      visitOutcome: 'back_to_class',
    };
    expect((await server.call('/api/nurse_visits', { method: 'POST', token: tokens.nurse, json: body })).status).toBe(
      201,
    );
    expect(await count()).toBe(before);
    expect((await server.call('/api/nurse_visits', { method: 'POST', token: tokens.teacher, json: body })).status).toBe(
      403,
    );
  });
});

describe('immunisations', () => {
  type Status = {
    schedule: string;
    ageMonths: number;
    doses: { vaccine: string; dose: number; missing: boolean; givenOn: string | null }[];
  };

  it('flags exactly the doses due by age and not given (Turkey’s schedule, the school’s country)', async () => {
    const response = await server.call(`/api/students/${ids.deniz}/immunisations`, { token: tokens.nurse });
    expect(response.status).toBe(200);
    const status = await json<Status>(response);
    expect(status.schedule).toBe('TR');
    expect(status.ageMonths).toBeGreaterThan(156);
    const missing = status.doses.filter((dose) => dose.missing).map((dose) => `${dose.vaccine}#${dose.dose}`);
    expect(missing.sort()).toEqual(['hep_a#2', 'td#1']);
  });

  it('reads another schedule on request; the parent reads it, the teacher does not', async () => {
    const response = await server.call(`/api/students/${ids.deniz}/immunisations?schedule=GB`, {
      token: tokens.parent,
    });
    expect(response.status).toBe(200);
    const status = await json<Status>(response);
    expect(status.schedule).toBe('GB');
    expect(status.doses.find((dose) => dose.vaccine === 'men_b')?.missing).toBe(true);
    expect((await server.call(`/api/students/${ids.deniz}/immunisations`, { token: tokens.teacher })).status).toBe(403);
    expect((await server.call(`/api/students/${ids.classmate}/immunisations`, { token: tokens.parent })).status).toBe(
      404,
    );
  });
});

describe('health alerts for a class', () => {
  it('the class’s teacher sees the allergen, its severity and what to do, never the condition', async () => {
    const response = await server.call(`/api/classes/${ids.nineA}/health_alerts`, { token: tokens.teacher });
    expect(response.status).toBe(200);
    const text = await response.text();
    const { alerts } = JSON.parse(text) as {
      alerts: { student: number; allergies: { allergen: string; severity: string }[]; instructions: string | null }[];
    };
    const deniz = alerts.find((alert) => alert.student === ids.deniz);
    expect(deniz?.allergies).toEqual([
      { allergen: 'Peanuts', severity: 'life_threatening', instruction: 'Use her EpiPen at once and call 112.' },
    ]);
    expect(deniz?.instructions).toContain('EpiPen');
    expect(alerts.find((alert) => alert.student === ids.classmate)?.allergies[0]?.severity).toBe('severe');
    expect(text).not.toContain('Asthma');
    expect(text).not.toContain('Penicillin');
    expect(text).not.toContain('Swelling');
  });

  it('staff read them too; a parent does not', async () => {
    expect((await server.call(`/api/classes/${ids.nineA}/health_alerts`, { token: tokens.school })).status).toBe(200);
    expect((await server.call(`/api/classes/${ids.nineA}/health_alerts`, { token: tokens.parent })).status).toBe(403);
  });
});
