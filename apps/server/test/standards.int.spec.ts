/**
 * Standards-based grading (issue 31, part 4; docs/gradebook.md, "Standards-based grading"): the
 * demo's Mathematics 9 standards, aligned to 9-A's demo work, give each student a level from the
 * points of the aligned work, worked out here by hand; a family's levels count released work only;
 * the standards import from CSV creates and changes them in one transaction, naming a bad row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { demoCalls } from './support/demo-calls.ts';

type Rec = Record<string, unknown> & { id: number };
interface Standing {
  percent: string | null;
  level: string | null;
  evidence: number;
}
interface ClassReport {
  standards: { id: number; code: string; aligned: number }[];
  students: { id: number; name: string }[];
  levels: (Standing & { student: number; standard: number })[];
}
interface StudentReport {
  courses: { course: { title: string }; classTitle: string; standards: (Standing & { code: string })[] }[];
}

let server: TestServer;
const demo = demoCalls(
  () => server,
  () => undefined,
);
let klass = 0;
let maths = 0;
let deniz = 0;
let school = 0;

const report = (who: string, classId = klass) => demo.call(who, `/api/classes/${classId}/standards?course=${maths}`);
const violations = async (response: Response) =>
  ((await json<{ violations?: { propertyPath: string; message: string }[] }>(response)).violations ?? []).map(
    (entry) => [entry.propertyPath, entry.message],
  );

beforeAll(async () => {
  server = await startServer();
  await demo.signIn('school', 'school2', 'teacher', 'parent');
  const [nineA] = await json<Rec[]>(await demo.call('teacher', '/api/classes.json?search=9-A'));
  const [course] = await json<Rec[]>(await demo.call('teacher', '/api/courses.json?search=MAT9'));
  const [found] = await json<Rec[]>(await demo.call('parent', '/api/students.json'));
  klass = nineA?.id ?? 0;
  maths = course?.id ?? 0;
  deniz = found?.id ?? 0;
  school = Number(String(nineA?.school).split('/').pop());
  expect([klass, maths, deniz, school]).not.toContain(0);
});
afterAll(() => server.close());

describe('the standards of a class', () => {
  it('gives each student a level per standard from the points of the aligned work, the teacher counting all of it', async () => {
    const response = await report('teacher');
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await json<ClassReport>(response);
    expect(body.standards.map((row) => [row.code, row.aligned])).toEqual([
      ['MAT.9.1', 3],
      ['MAT.9.2', 2],
      ['MAT.9.3', 1],
    ]);
    const of = (code: string) => {
      const standard = body.standards.find((row) => row.code === code)?.id;
      const level = body.levels.find((row) => row.student === deniz && row.standard === standard);
      return level && { percent: level.percent, level: level.level, evidence: level.evidence };
    };
    // Midterm 78/100, equations 8/10, final 92/100: 178/210 = 84.76%, a 3 (Proficient below 85).
    expect(of('MAT.9.1')).toEqual({ percent: '84.76', level: '3', evidence: 3 });
    // Inequalities 9.5/10 and the final 92/100: 101.5/110 = 92.27%, a 4.
    expect(of('MAT.9.2')).toEqual({ percent: '92.27', level: '4', evidence: 2 });
    // Participation 18/20.
    expect(of('MAT.9.3')).toEqual({ percent: '90.00', level: '4', evidence: 1 });
    // A student with no score has no evidence and no level, on every standard.
    const unscored = body.students.find((row) => !body.levels.some((l) => l.student === row.id && l.evidence > 0));
    expect(body.levels.filter((row) => row.student === unscored?.id).map((row) => row.level)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('is refused to a family (403) and another school (404)', async () => {
    expect((await report('parent')).status).toBe(403);
    expect((await report('school2')).status).toBe(404);
  });
});

describe('a student’s standards', () => {
  it('come from released work only for the family: the final exam is not counted yet', async () => {
    const response = await demo.call('parent', `/api/students/${deniz}/standards`);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await json<StudentReport>(response);
    expect(body.courses.map((row) => [row.course.title, row.classTitle])).toEqual([['Mathematics 9', '9-A']]);
    expect(body.courses[0]?.standards.map((row) => [row.code, row.percent, row.level, row.evidence])).toEqual([
      // 78/100 and 8/10 = 86/110 = 78.18%: the unreleased final is not there.
      ['MAT.9.1', '78.18', '3', 2],
      ['MAT.9.2', '95.00', '4', 1],
      ['MAT.9.3', '90.00', '4', 1],
    ]);
    const staff = await json<StudentReport>(await demo.call('school', `/api/students/${deniz}/standards`));
    expect(staff.courses[0]?.standards[0]).toMatchObject({ code: 'MAT.9.1', percent: '84.76', evidence: 3 });
    expect((await demo.call('school2', `/api/students/${deniz}/standards`)).status).toBe(404);
  });
});

describe('work aligned to a standard', () => {
  it('is aligned by the teacher of the class, and not to another school’s standard', async () => {
    const created = await demo.call('teacher', '/api/assignments', 'POST', {
      school,
      class: klass,
      course: maths,
      title: 'Quiz: inequalities',
      kind: 'quiz',
      maxPoints: '10',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const quiz = (await json<Rec>(created)).id;
    const [standard] = await json<Rec[]>(await demo.call('teacher', '/api/learning_standards.json?search=MAT.9.2'));
    const aligned = await demo.call('teacher', '/api/assignment_standards', 'POST', {
      school,
      assignment: quiz,
      standard: standard?.id,
    });
    expect(aligned.status, await aligned.clone().text()).toBe(201);
    const body = await json<ClassReport>(await report('teacher'));
    expect(body.standards.find((row) => row.code === 'MAT.9.2')?.aligned).toBe(3);
    // The family cannot align anything.
    expect(
      (
        await demo.call('parent', '/api/assignment_standards', 'POST', {
          school,
          assignment: quiz,
          standard: standard?.id,
        })
      ).status,
    ).toBe(403);
  });
});

describe('the standards import', () => {
  const importCsv = (csv: string, language = 'en') =>
    demo.call('school', '/api/learning_standards/import', 'POST', { school, csv }, { 'accept-language': language });

  it('creates the new codes and changes the known ones, by subject and grade level titles', async () => {
    const response = await importCsv(
      [
        'Code,Description,Subject,Grade level',
        'MAT.9.1,"Solves linear equations, and checks them",Matematik,Grade 9',
        'MAT.9.4,Reads and draws the graph of a linear function,Matematik,Grade 9',
        '',
      ].join('\r\n'),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toEqual({ created: 1, updated: 1 });
    const rows = await json<Rec[]>(await demo.call('school', '/api/learning_standards.json?order[code]=asc'));
    expect(rows.map((row) => [row.code, row.description])).toEqual([
      ['MAT.9.1', 'Solves linear equations, and checks them'],
      ['MAT.9.2', 'Solves linear inequalities and shows the solution set on the number line.'],
      ['MAT.9.3', 'Explains their reasoning and questions a classmate’s in class discussion.'],
      ['MAT.9.4', 'Reads and draws the graph of a linear function'],
    ]);
  });

  it('keeps nothing when a row is refused, and names each bad row and field in the reader’s language', async () => {
    const response = await importCsv(
      [
        'code,description,subject',
        'MAT.9.5,Fine row,Matematik',
        'MAT.9.6,,Matematik',
        'MAT.9.7,Odd subject,Astrology',
      ].join('\n'),
      'tr',
    );
    expect(response.status).toBe(422);
    const named = await violations(response);
    expect(named.map(([path]) => path)).toEqual(['rows[1].description', 'rows[2].subject']);
    expect(named[1]?.[1]).toBe('Bu adda bir ders yok.');
    const rows = await json<Rec[]>(await demo.call('school', '/api/learning_standards.json?search=MAT.9.5'));
    expect(rows).toEqual([]);
    const missing = await importCsv('title,text\nx,y');
    expect(missing.status).toBe(422);
    expect((await violations(missing)).map(([path]) => path)).toEqual(['csv']);
    expect(
      (await demo.call('teacher', '/api/learning_standards/import', 'POST', { school, csv: 'code,description\nA,B' }))
        .status,
    ).toBe(403);
    // Another school's staff cannot import into this school: refused, and nothing is written here.
    const elsewhere = await demo.call('school2', '/api/learning_standards/import', 'POST', {
      school,
      csv: 'code,description\nX.1,From the other school',
    });
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(elsewhere.status).toBeLessThan(500);
    expect(await json<Rec[]>(await demo.call('school', '/api/learning_standards.json?search=X.1'))).toEqual([]);
  });
});
