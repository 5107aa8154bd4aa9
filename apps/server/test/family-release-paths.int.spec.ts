/**
 * Families never see an unreleased grade (issue 31; docs/gradebook.md "Released"), walked over
 * every read path a parent or a student has to a score, with the demo's final exam of
 * Mathematics 9: Deniz scored 92 on it and it is not released. Each path is read as the parent
 * and as Deniz herself before the release (nothing of the final) and after it (the final there),
 * so a path that hid the score for another reason (an empty list, a refusal) would fail the
 * second half; the teacher reads it from the start. Paths: the score list in its three formats,
 * with filters, order and search; the item in its three formats; the assignments list (the work
 * itself is the family's to read, its score is not); the course grade; the transcript, as data and
 * as a PDF. The class gradebook is the staff's (403 to a family, before and after). Exports to CSV
 * and Excel are drawn by the web from the same list. A release is told to the class's families
 * (notify-class.operation.ts), once each, a release set for later when it comes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { demoCalls } from './support/demo-calls.ts';
import { pdfPages } from './support/pdf-text.ts';

type Rec = Record<string, unknown> & { id: number };

let server: TestServer;
const demo = demoCalls(
  () => server,
  () => undefined,
);
let deniz = 0;
let klass = 0;
let course = 0;
let finalExam = 0;
let finalScore = 0;

const FAMILY = ['parent', 'student'] as const;

const body = async (who: string, path: string): Promise<{ status: number; text: string }> => {
  const response = await demo.call(who, path);
  return { status: response.status, text: await response.text() };
};

const ok = async (who: string, path: string): Promise<string> => {
  const { status, text } = await body(who, path);
  expect(status, `${who} ${path}: ${text.slice(0, 300)}`).toBe(200);
  return text;
};

/** The score rows a caller gets on one list path, by id. */
const scoreIds = async (who: string, path: string): Promise<number[]> => {
  const parsed = JSON.parse(await ok(who, path)) as Rec[] | { member?: Rec[]; 'hydra:member'?: Rec[] };
  const rows = Array.isArray(parsed) ? parsed : (parsed.member ?? parsed['hydra:member'] ?? []);
  return rows.map((row) =>
    Number(
      String(row.id ?? row['@id'])
        .split('/')
        .pop(),
    ),
  );
};

const listPaths = () => [
  `/api/assignment_scores?student=${deniz}&pagination=false`,
  `/api/assignment_scores.json?student=${deniz}&pagination=false`,
  `/api/assignment_scores.jsonld?student=${deniz}&pagination=false`,
  `/api/assignment_scores.json?assignment=${finalExam}`,
  `/api/assignment_scores.json?order[points]=desc&itemsPerPage=50`,
  `/api/assignment_scores.json?scoreStatus=scored&search=Final&itemsPerPage=50`,
];

const itemPaths = () => [
  `/api/assignment_scores/${finalScore}`,
  `/api/assignment_scores/${finalScore}.json`,
  `/api/assignment_scores/${finalScore}.jsonld`,
];

const gradeOf = async (who: string) =>
  JSON.parse(await ok(who, `/api/students/${deniz}/course_grade?class=${klass}&course=${course}`)) as {
    percent: string;
    explanation: unknown;
  };

/** Mathematics 9 on the transcript: its percent in the current season. */
const transcriptPercent = async (who: string): Promise<string | null | undefined> => {
  const transcript = JSON.parse(await ok(who, `/api/students/${deniz}/transcript`)) as {
    seasons: { courses: { title: string; percent: string | null }[] }[];
  };
  return transcript.seasons.flatMap((season) => season.courses).find((row) => row.title === 'Mathematics 9')?.percent;
};

const transcriptPdf = async (who: string): Promise<string> => {
  const response = await demo.call(who, `/api/students/${deniz}/transcript/pdf`);
  expect(response.status, `${who}'s transcript PDF`).toBe(200);
  return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
};

/**
 * Deniz's report card for the grading term the final exam is due in, printed by `who` (the
 * school's staff or the teacher: a card goes home), as its text. A calendar past the demo's terms
 * gets a term of its own around the work.
 */
const reportCard = async (who: string): Promise<string> => {
  const [type] = await json<Rec[]>(await demo.call('school', '/api/report_types.json?search=Karne'));
  const work = await json<Rec[]>(
    await demo.call('school', `/api/assignments.json?class=${klass}&course=${course}&order[dueDate]=asc`),
  );
  const from = String(work[0]?.dueDate);
  const to = String(work.at(-1)?.dueDate);
  const terms = await json<Rec[]>(await demo.call('school', '/api/grading_terms.json?pagination=false'));
  let term = terms.find((row) => String(row.startDate) <= from && to <= String(row.endDate));
  if (!term) {
    const nineA = await json<Rec>(await demo.call('school', `/api/classes/${klass}.json`));
    const made = await demo.call('school', '/api/grading_terms', 'POST', {
      season: nineA.season,
      title: 'Report card test term',
      startDate: from,
      endDate: to,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    term = await json<Rec>(made);
  }
  const response = await demo.call(who, `/api/report_types/${type?.id}/report_cards?term=${term.id}&student=${deniz}`);
  expect(response.status, `${who}'s report card`).toBe(200);
  return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
};

beforeAll(async () => {
  server = await startServer();
  await demo.signIn('parent', 'student', 'teacher', 'school');
  const [found] = await json<Rec[]>(await demo.call('teacher', '/api/students.json?search=Deniz'));
  deniz = found?.id ?? 0;
  const [nineA] = (await json<Rec[]>(await demo.call('teacher', '/api/classes.json?search=9-A'))) ?? [];
  const [maths] = (await json<Rec[]>(await demo.call('teacher', '/api/courses.json?search=MAT9'))) ?? [];
  klass = nineA?.id ?? 0;
  course = maths?.id ?? 0;
  const finals = await json<Rec[]>(
    await demo.call('teacher', `/api/assignments.json?class=${klass}&course=${course}&search=Final%20exam`),
  );
  finalExam = finals[0]?.id ?? 0;
  const scores = await json<Rec[]>(
    await demo.call('teacher', `/api/assignment_scores.json?assignment=${finalExam}&student=${deniz}`),
  );
  finalScore = scores[0]?.id ?? 0;
  expect([deniz, klass, course, finalExam, finalScore]).not.toContain(0);
  expect(finals[0]?.releasedAt).toBeNull();
  expect(scores[0]?.points).toBe('92.00');
});
afterAll(() => server.close());

describe('a family and the demo’s unreleased final exam', () => {
  it('is read by the teacher from the start: the paths below do list it', async () => {
    for (const path of listPaths().slice(0, 4)) expect(await scoreIds('teacher', path)).toContain(finalScore);
    for (const path of itemPaths()) await ok('teacher', path);
    expect((await gradeOf('teacher')).percent).toBe('88.00');
  });

  it('reaches no family path before its release', async () => {
    for (const who of FAMILY) {
      for (const path of listPaths()) {
        const ids = await scoreIds(who, path);
        expect(ids, `${who} ${path}`).not.toContain(finalScore);
      }
      // Their released scores are there: the lists are not simply empty.
      expect(await scoreIds(who, listPaths()[0] ?? '')).toHaveLength(4);
      for (const path of itemPaths()) expect((await body(who, path)).status, `${who} ${path}`).toBe(404);
      // The work itself is theirs to read (what is due), with nothing of its score.
      const work = await ok(who, `/api/assignments/${finalExam}`);
      expect(work).not.toContain('92');
      const grade = await gradeOf(who);
      // 60 × 78% + 20 × 95% + 20 × 90% = 83.80 from the released work; with the final, 88.00.
      expect(grade.percent, who).toBe('83.80');
      expect(JSON.stringify(grade.explanation), who).not.toMatch(new RegExp(`"id":"?${finalExam}"?[,}]`));
      expect(await transcriptPercent(who), `${who}'s transcript`).toBe('83.80');
      const pdf = await transcriptPdf(who);
      expect(pdf, `${who}'s transcript PDF`).toContain('83.80');
      expect(pdf).not.toContain('88.00');
      expect((await body(who, `/api/classes/${klass}/gradebook?course=${course}`)).status).toBe(403);
    }
  });

  it('is left off the report card, whoever prints it: the card goes home', async () => {
    for (const who of ['school', 'teacher']) {
      const card = await reportCard(who);
      // The course, its percent from the released work and the Turkish scale's grade, on one line.
      expect(card, `${who}'s card`).toMatch(/Mathematics 9 83\.80 4\b/);
      expect(card).not.toContain('88.00');
    }
  });

  it('reaches every family path once released, and the grade counts it', async () => {
    const release = await demo.call('teacher', `/api/assignments/${finalExam}`, 'PATCH', {
      releasedAt: '2026-01-05 09:00:00',
    });
    expect(release.status, await release.clone().text()).toBe(200);
    for (const who of FAMILY) {
      for (const path of listPaths().slice(0, 4))
        expect(await scoreIds(who, path), `${who} ${path}`).toContain(finalScore);
      for (const path of itemPaths()) expect((await body(who, path)).status, `${who} ${path}`).toBe(200);
      expect((await gradeOf(who)).percent, who).toBe('88.00');
      expect(await transcriptPercent(who), `${who}'s transcript`).toBe('88.00');
      expect(await transcriptPdf(who)).toContain('88.00');
      expect((await body(who, `/api/classes/${klass}/gradebook?course=${course}`)).status).toBe(403);
    }
    expect(await reportCard('school')).toMatch(/Mathematics 9 88\.00 5\b/);
  });

  it('is hidden again when the release is moved into the future', async () => {
    const later = await demo.call('teacher', `/api/assignments/${finalExam}`, 'PATCH', {
      releasedAt: '2099-01-01 09:00:00',
    });
    expect(later.status).toBe(200);
    for (const who of FAMILY) {
      expect(await scoreIds(who, listPaths()[1] ?? ''), who).not.toContain(finalScore);
      expect((await body(who, itemPaths()[0] ?? '')).status, who).toBe(404);
      expect((await gradeOf(who)).percent, who).toBe('83.80');
    }
  });
  it('is released by the grid’s button now on the school’s clock, whatever the device’s, for families at once', async () => {
    expect((await demo.call('parent', `/api/assignments/${finalExam}/release`, 'POST')).status).toBe(403);
    const answer = await demo.call('teacher', `/api/assignments/${finalExam}/release`, 'POST');
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { releasedAt } = await json<{ releasedAt: string }>(answer);
    // The demo school keeps Europe/Istanbul: the stamp is its wall time now, not UTC's or a device's.
    const istanbul = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Istanbul',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date());
    expect(Math.abs(Date.parse(releasedAt.replace(' ', 'T')) - Date.parse(istanbul.replace(' ', 'T')))).toBeLessThan(
      120_000,
    );
    for (const who of FAMILY) expect((await gradeOf(who)).percent, who).toBe('88.00');
  });
  it('tells the class’s families: new work with its due date, and each release once, a release set for later when it comes', async () => {
    // The three releases above (Jan 5, then 2099, then the button), their jobs run only now: the
    // Jan 5 one finds the release moved since and tells nobody, the button's tells each reader
    // once, the 2099 one waits for its time.
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    type Notice = { title: string; body: string; link: string };
    const final = await json<Rec>(await demo.call('teacher', `/api/assignments/${finalExam}`));
    const title = String(final.title);
    for (const who of FAMILY)
      expect(await json<Notice[]>(await demo.call(who, '/api/notifications.json?kind=grades_released')), who).toEqual([
        expect.objectContaining({
          title: `Grades released: ${title}`,
          body: `The grade of Deniz Öğrenci for ${title} (Mathematics 9) can be read now.`,
          link: '/grades',
        }),
      ]);
    const waiting = await server.sql(
      `select run_at::text as at from jobs where task = 'gradebook.notify-class' and payload->>'releasedAt' like '2099%'`,
    );
    expect(waiting).toHaveLength(1);
    expect(String(waiting[0]?.at) > '2098').toBe(true);

    const [homework] = await json<Rec[]>(await demo.call('teacher', '/api/grading_categories.json?search=Homework'));
    const set = await demo.call('teacher', '/api/assignments', 'POST', {
      school: final.school,
      class: klass,
      course,
      gradingCategory: homework?.id,
      title: 'Fractions worksheet',
      kind: 'homework',
      maxPoints: '10',
      dueDate: '2027-03-05',
    });
    expect(set.status, await set.clone().text()).toBe(201);
    await server.runJobs();
    for (const who of FAMILY) {
      const told = await json<Notice[]>(await demo.call(who, '/api/notifications.json?kind=homework_set'));
      expect(told, who).toEqual([
        expect.objectContaining({
          title: 'New work in Mathematics 9: Fractions worksheet',
          body: 'Deniz Öğrenci has new work in Mathematics 9: Fractions worksheet, due Mar 5, 2027.',
          link: '/homework',
        }),
      ]);
    }
  });
});
