/**
 * A class's report cards released to its families (issue 30, parts 1 and 3): staff release a
 * report type's cards of a term for a class; each student of the class and their guardians are
 * told once, in their language, and download that student's card; nobody else's card, nor a
 * card not released, is theirs to read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { pdfPages } from './support/pdf-text.ts';

interface Released {
  release: number;
  reportTitle: string;
  termTitle: string;
  classTitle: string;
  releasedAt: string | null;
}
interface Notification {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

let server: TestServer;
const tokens: Record<string, string> = {};
let reportType = 0;
let terms: { id: number; title: string }[] = [];
let child = { id: 0, name: '' };
let childClass = { id: 0, title: '' };
let otherClass = 0;
let stranger = 0;

const as = (who: string, path: string, init: { method?: string; json?: unknown; language?: string } = {}) =>
  server.call(path, {
    token: tokens[who],
    ...(init.method ? { method: init.method } : {}),
    ...(init.json === undefined ? {} : { json: init.json }),
    headers: { 'accept-language': init.language ?? 'en' },
  });
const release = (who: string, classId: number, term: number) =>
  as(who, '/api/report_card_releases', {
    method: 'POST',
    json: {
      class: `/api/classes/${classId}`,
      reportType: `/api/report_types/${reportType}`,
      term: `/api/grading_terms/${term}`,
    },
  });
const releasedTo = async (who: string, student: number, language = 'en'): Promise<Released[]> => {
  const response = await as(who, `/api/students/${student}/report_cards`, { language });
  expect(response.status).toBe(200);
  return json<Released[]>(response);
};
const notices = async (who: string, language = 'en'): Promise<Notification[]> =>
  (await json<Notification[]>(await as(who, '/api/notifications.json?pagination=false', { language }))).filter(
    (row) => row.kind === 'report_card_published',
  );
const idOf = (iri: string): number => Number(iri.split('/').pop());

beforeAll(async () => {
  server = await startServer();
  for (const who of ['school', 'school2', 'teacher', 'parent', 'student'])
    tokens[who] = (await server.login(`${who}@kampus.test`)).token;
  const types = await json<{ id: number; reportTitle: string }[]>(await as('school', '/api/report_types.json'));
  reportType = types.find((row) => row.reportTitle === 'Karne')!.id;
  terms = await json<{ id: number; title: string }[]>(
    await as('school', '/api/grading_terms.json?order[startDate]=asc'),
  );
  // The parent's first child, and the class they sit in for the first term.
  const children = await json<{ id: number; name: string; lastName: string }[]>(
    await as('parent', '/api/students.json?order[name]=asc'),
  );
  child = { id: children[0]!.id, name: `${children[0]!.name} ${children[0]!.lastName}` };
  const seats = await json<{ classId: string }[]>(
    await as('school', `/api/class_students.json?student=${child.id}&term=${terms[0]!.id}`),
  );
  const classes = await json<{ id: number; title: string }[]>(await as('school', '/api/classes.json?pagination=false'));
  childClass = classes.find((row) => row.id === idOf(String(seats[0]!.classId)))!;
  // A class none of the parent's children sits in (the parent has two).
  const familyClasses = new Set<number>();
  for (const row of children)
    for (const seat of await json<{ classId: string }[]>(
      await as('school', `/api/class_students.json?student=${row.id}&term=${terms[0]!.id}`),
    ))
      familyClasses.add(idOf(String(seat.classId)));
  otherClass = classes.find((row) => !familyClasses.has(row.id))!.id;
  // A student of another class, none of the parent's.
  const others = await json<{ student: string }[]>(
    await as('school', `/api/class_students.json?classId=${otherClass}&term=${terms[0]!.id}`),
  );
  const mine = new Set(children.map((row) => row.id));
  stranger = others.map((row) => idOf(row.student)).find((id) => !mine.has(id))!;
  // The parent last used Kampus in Turkish.
  expect((await as('parent', '/api/notifications.json', { language: 'tr' })).status).toBe(200);
});
afterAll(() => server.close());

describe('report card releases', () => {
  it('has nothing released at first, and a parent may not release', async () => {
    expect(await releasedTo('parent', child.id)).toEqual([]);
    expect((await release('parent', childClass.id, terms[0]!.id)).status).toBe(403);
    expect((await release('teacher', childClass.id, terms[0]!.id)).status).toBe(403);
    await server.runJobs();
    expect(await notices('parent', 'tr')).toEqual([]);
  });

  it('releases a class’s cards: the family is told once in its language and downloads the child’s card', async () => {
    const made = await release('school', childClass.id, terms[0]!.id);
    expect(made.status, await made.clone().text()).toBe(201);
    const stored = await json<{ releasedAt: string | null }>(made);
    expect(stored.releasedAt).toMatch(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/);
    await server.runJobs();
    await server.runJobs();

    const told = await notices('parent', 'tr');
    expect(told.filter((row) => row.title.startsWith(`${child.name} karnesi:`))).toHaveLength(1);
    expect(told[0]?.link).toBe('/grades');
    expect(told[0]?.body).toContain('Notlar sayfasından');
    // The student is told too, in English (their last language).
    expect((await notices('student')).some((row) => row.title.startsWith('Report card of '))).toBe(true);

    const cards = await releasedTo('parent', child.id, 'tr');
    expect(cards).toEqual([
      expect.objectContaining({ reportTitle: 'Karne', classTitle: childClass.title, releasedAt: stored.releasedAt }),
    ]);
    const pdf = await as('parent', `/api/students/${child.id}/report_cards/${cards[0]!.release}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPages(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(child.name);
  });

  it('keeps the card from anyone else: another family’s child, another school, a release not of the child', async () => {
    const [card] = await releasedTo('parent', child.id);
    // Another family's child is out of the parent's reach; another school's staff reach neither.
    expect((await as('parent', `/api/students/${stranger}/report_cards`)).status).toBe(404);
    expect((await as('parent', `/api/students/${stranger}/report_cards/${card!.release}`)).status).toBe(404);
    expect((await as('school2', `/api/students/${child.id}/report_cards/${card!.release}`)).status).toBe(404);
    // Staff reach the stranger, but the release is not of the stranger's class: 404.
    expect((await as('school', `/api/students/${stranger}/report_cards/${card!.release}`)).status).toBe(404);
    // A release of the stranger's class is not the parent's to read either.
    const theirs = await release('school', otherClass, terms[0]!.id);
    expect(theirs.status).toBe(201);
    const id = (await json<{ id: number }>(theirs)).id;
    expect((await as('parent', `/api/students/${child.id}/report_cards/${id}`)).status).toBe(404);
    expect((await as('parent', `/api/report_card_releases/${id}`)).status).toBe(404);
    expect((await as('parent', '/api/report_card_releases/abc')).status).toBe(404);
  });

  it('refuses a second release of the same cards, and bad references, naming the field; nothing is told', async () => {
    await server.runJobs();
    const before = (await notices('parent', 'tr')).length;
    const again = await release('school', childClass.id, terms[0]!.id);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const missing = await as('school', '/api/report_card_releases', {
      method: 'POST',
      json: { class: `/api/classes/${childClass.id}`, reportType: `/api/report_types/${reportType}` },
    });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(await json(missing))).toContain('"propertyPath":"term"');
    const foreign = await as('school2', '/api/report_card_releases', {
      method: 'POST',
      json: {
        class: `/api/classes/${childClass.id}`,
        reportType: `/api/report_types/${reportType}`,
        term: `/api/grading_terms/${terms[0]!.id}`,
      },
    });
    expect(foreign.status).toBe(422);
    await server.runJobs();
    expect(await notices('parent', 'tr')).toHaveLength(before);
  });

  it('takes the cards back when the release is deleted', async () => {
    const [card] = await releasedTo('school', child.id);
    expect((await as('school', `/api/report_card_releases/${card!.release}`, { method: 'DELETE' })).status).toBe(204);
    expect(await releasedTo('parent', child.id)).toEqual([]);
    expect((await as('parent', `/api/students/${child.id}/report_cards/${card!.release}`)).status).toBe(404);
  });
});
