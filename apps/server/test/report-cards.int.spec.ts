import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../src/core/caller.ts';
import type { Services } from '../src/core/services.ts';
import { reportCardGrades } from '../src/modules/report-cards/report-card-grades.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { pdfPages } from './support/pdf-text.ts';

let server: TestServer;
let services: Services;
const tokens: Record<string, string> = {};
let reportType: number;
let term: number;
let firstClass: { id: number; title: string };
beforeAll(async () => {
  server = await startServer({}, { beforeListen: (_app, booted) => (services = booted) });
  for (const who of ['school', 'teacher', 'student', 'school2'])
    tokens[who] = (await server.login(`${who}@kampus.test`)).token;
  const types = await json<{ id: number; reportTitle: string }[]>(
    await server.call('/api/report_types.json', { token: tokens.school }),
  );
  reportType = (types.find((row) => row.reportTitle === 'Karne') as { id: number }).id;
  const terms = await json<{ id: number }[]>(
    await server.call('/api/grading_terms.json?order[startDate]=asc', { token: tokens.school }),
  );
  term = (terms[0] as { id: number }).id;
  const classes = await json<{ id: number; title: string }[]>(
    await server.call('/api/classes.json?order[title]=asc', { token: tokens.school }),
  );
  firstClass = classes[0] as { id: number; title: string };
});
afterAll(() => server.close());

const cards = (token: string | undefined, query: string, language = 'en') =>
  server.call(`/api/report_types/${reportType}/report_cards?${query}`, {
    token,
    headers: { 'accept-language': language },
  });

/** Pages of a PDF as pdfkit writes them: one `/Type /Page` object each (the tree is `/Pages`). */
const pagesOf = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('report cards', () => {
  it("prints a class's report cards as one PDF, a page per student", async () => {
    const response = await cards(tokens.school, `term=${term}&classId=${firstClass.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-report-card-count')).toBe('10');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pagesOf(pdf)).toBe(10);
    // The font that carries Arabic and Turkish is embedded (a subset of DejaVu Sans).
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);
  });

  it("prints one student's card, for a teacher too, in Arabic", async () => {
    // A class's students name each student by its IRI.
    const members = await json<{ student: string }[]>(
      await server.call(`/api/class_students.json?classId=${firstClass.id}&term=${term}`, { token: tokens.school }),
    );
    const student = Number((members[0] as { student: string }).student.split('/').pop());
    const response = await cards(tokens.teacher, `term=${term}&student=${student}`, 'ar');
    expect(response.status).toBe(200);
    expect(pagesOf(Buffer.from(await response.arrayBuffer()))).toBe(1);
  });

  it('takes a class of 40 in a few seconds', async () => {
    const extra = [];
    for (let index = 0; index < 30; index += 1) {
      const created = await server.call('/api/students', {
        method: 'POST',
        token: tokens.school,
        json: { name: `Extra${index}`, lastName: 'Student', studentNumber: `X${index}` },
      });
      extra.push((await json<{ id: number }>(created)).id);
    }
    for (const student of extra) {
      await server.call('/api/class_students', {
        method: 'POST',
        token: tokens.school,
        json: { classId: firstClass.id, student, term },
      });
    }
    const started = performance.now();
    const response = await cards(tokens.school, `term=${term}&classId=${firstClass.id}`, 'tr');
    const pdf = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    console.log(`report cards: 40 pages, ${pdf.length} bytes in ${seconds.toFixed(2)} s`);
    expect(pagesOf(pdf)).toBe(40);
    expect(seconds).toBeLessThan(30);
  });

  it('refuses what the caller may not print, and a query without a class or student', async () => {
    expect((await cards(tokens.student, `term=${term}&classId=${firstClass.id}`)).status).toBe(403);
    expect((await cards(tokens.school2, `term=${term}&classId=${firstClass.id}`)).status).toBe(404);
    expect((await cards(tokens.school, `term=${term}&classId=999999`)).status).toBe(404);
    const missing = await cards(tokens.school, `term=${term}`, 'de');
    expect(missing.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(missing);
    expect(body.violations.map((item) => item.propertyPath)).toEqual(['classId']);
    expect((await cards(tokens.school, `term=abc&classId=${firstClass.id}`)).status).toBe(422);
  });

  it("gives each subject the student's score in the term's exams, named by the subject", async () => {
    interface Row {
      id: number;
      startDate?: string;
      endDate?: string;
      examDate?: string;
      title?: string;
    }
    const exams = await json<Row[]>(await server.call('/api/exams.json', { token: tokens.school }));
    const exam = exams.find((row) => row.title === 'Deneme Sınavı 1') as Row;
    const terms = await json<Row[]>(await server.call('/api/grading_terms.json', { token: tokens.school }));
    const within = terms.find(
      (row) => (row.startDate ?? '') <= (exam.examDate ?? '') && (exam.examDate ?? '') <= (row.endDate ?? ''),
    ) as Row;
    const results = await json<{ student: string; subjectScores: Record<string, { score: string }> }[]>(
      await server.call(`/api/exam_results.json?examId=${exam.id}`, { token: tokens.school }),
    );
    const first = results[0] as (typeof results)[number];
    const student = Number(first.student.split('/').pop());
    const subjects = await json<Row[]>(
      await server.call('/api/subject_branches.json?pagination=false', { token: tokens.school }),
    );
    const expected = Object.entries(first.subjectScores)
      .map(([subject, scored]) => ({
        subject: subjects.find((row) => row.id === Number(subject))?.title,
        score: scored.score,
      }))
      .sort((a, b) => String(a.subject).localeCompare(String(b.subject), 'en'));
    expect(expected.length).toBeGreaterThan(0);

    const term = { id: within.id, startDate: within.startDate ?? '', endDate: within.endDate ?? '' };
    const grades = await reportCardGrades(services.db, systemContext(), [student], term);
    expect(grades.get(student)).toEqual(expected);
    // A term without the exam gives the card no grades.
    const before = { id: within.id, startDate: '2000-01-01', endDate: '2000-12-31' };
    expect((await reportCardGrades(services.db, systemContext(), [student], before)).get(student)).toEqual([]);
  });

  it("prints the gradebook's course grades and standards of the term, the teacher's grade on the season's last term only", async () => {
    interface Row {
      id: number;
      startDate?: string;
    }
    const get = async <T>(path: string, token = tokens.school): Promise<T> =>
      json<T>(await server.call(path, { token }));
    const [nineA] = await get<Row[]>('/api/classes.json?search=9-A');
    const [maths] = await get<Row[]>('/api/courses.json?search=MAT9');
    const [deniz] = await get<Row[]>('/api/students.json', tokens.student);
    const [first, second] = await get<Row[]>('/api/grading_terms.json?order[startDate]=asc&search=term');
    expect([nineA, maths, deniz, first, second]).toAllSatisfy((row) => row !== undefined);
    const work = await get<Row[]>(`/api/assignments.json?class=${nineA?.id}&course=${maths?.id}`);
    expect(work).toHaveLength(5);
    /** Every piece of Mathematics 9's work due on one day, so that one term holds it all. */
    const dueOn = async (day: string) => {
      for (const row of work) {
        const moved = await server.call(`/api/assignments/${row.id}`, {
          method: 'PATCH',
          token: tokens.teacher,
          headers: { 'content-type': 'application/merge-patch+json' },
          body: JSON.stringify({ dueDate: day }),
        });
        expect(moved.status).toBe(200);
      }
    };
    const card = async (termId: number | undefined) => {
      const response = await cards(tokens.teacher, `term=${termId}&student=${deniz?.id}`);
      expect(response.status).toBe(200);
      return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
    };
    const set = await server.call(
      `/api/students/${deniz?.id}/course_grade/override?class=${nineA?.id}&course=${maths?.id}`,
      {
        method: 'PUT',
        token: tokens.teacher,
        json: { grade: '60', reason: 'Oral examination at the end of the year', released: true },
      },
    );
    expect(set.status, await set.clone().text()).toBe(200);

    await dueOn(String(first?.startDate));
    // The released work only (the final exam is not): 60 × 78% + 20 × 95% + 20 × 90%; no override.
    expect(await card(first?.id)).toMatch(/Course grades Course Percent Grade Mathematics 9 83\.80 4\b/);
    expect(await card(second?.id)).not.toContain('Mathematics 9');
    // The standards the term's released work is aligned to (the demo's), each with its level:
    // MAT.9.1 from the midterm and the equations homework, 86/110; the final is not released.
    expect(await card(first?.id)).toMatch(
      /Standards Standard Percent Level MAT\.9\.1 78\.18 3 · Proficient MAT\.9\.2 95\.00 4 · Advanced MAT\.9\.3 90\.00 4 · Advanced/,
    );
    expect(await card(second?.id)).not.toContain('MAT.9.1');
    // The report type says what the card shows of the gradebook: standards instead of the course
    // grades, or the course grades only; the exam results and attendance stay.
    const shows = async (cardShows: string) => {
      const changed = await server.call(`/api/report_types/${reportType}`, {
        method: 'PATCH',
        token: tokens.school,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ cardShows }),
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      return card(first?.id);
    };
    const standardsOnly = await shows('standards_instead');
    expect(standardsOnly).toMatch(/Standards Standard Percent Level MAT\.9\.1 78\.18 3 · Proficient/);
    expect(standardsOnly).not.toContain('Course grades');
    expect(standardsOnly).toContain('Attendance');
    const gradesOnly = await shows('grades_only');
    expect(gradesOnly).toMatch(/Course grades Course Percent Grade Mathematics 9 83\.80 4\b/);
    expect(gradesOnly).not.toContain('MAT.9.1');
    const refused = await server.call(`/api/report_types/${reportType}`, {
      method: 'PATCH',
      token: tokens.school,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ cardShows: 'everything' }),
    });
    expect(refused.status).toBe(422);
    expect(await shows('grades_and_standards')).toMatch(/Course grades[\s\S]*Standards Standard/);

    await dueOn(String(second?.startDate));
    // On the Turkish scale the teacher gives a percent (60), which the scale reads as a 3.
    expect(await card(second?.id)).toMatch(/Mathematics 9 60\.00 3\b/);
    expect(await card(first?.id)).not.toContain('Mathematics 9');
  });
});
