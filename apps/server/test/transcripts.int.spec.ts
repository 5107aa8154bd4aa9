/**
 * A student's transcript over HTTP (issue 31, part 5; docs/gradebook.md, "Transcripts"): Deniz's
 * courses in two seasons of Demo High School, graded on a letter scale with GPA points, give a GPA
 * per season and in all that this file works out by hand; a family reads its own child's from
 * released work only; another school's staff get a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { demoCalls, iri } from './support/demo-calls.ts';
import { pdfPages } from './support/pdf-text.ts';
import { readPdfSignature } from './support/pdf-signature.ts';

type Rec = Record<string, unknown> & { id: number };
interface Figures {
  unweighted: string | null;
  weighted: string | null;
  credits: string;
  creditsEarned: string;
}
interface TranscriptCourse {
  title: string;
  credits: string;
  percent: string | null;
  grade: string | null;
  gpaPoints: string | null;
  passed: boolean | null;
  counted: boolean;
}
interface Transcript {
  student: { name: string; lastName: string };
  seasons: {
    seasonTitle: string;
    classTitle: string;
    schoolTitle: string;
    courses: TranscriptCourse[];
    gpa: Figures;
    rank: { position: number; of: number } | null;
  }[];
  cumulative: Figures;
}

let server: TestServer;
const demo = demoCalls(
  () => server,
  () => undefined,
);
let school = 0;
let deniz = 0;
/** The second season's class, Deniz's only: the class's progress view reads it. */
let classTwo = 0;
/** The courses made for the transcript, by title: the graduation requirements name their subjects. */
const courseIds: Record<string, number> = {};

const made = async (who: string, resource: string, body: Record<string, unknown>): Promise<number> => {
  const response = await demo.call(who, `/api/${resource}`, 'POST', body);
  expect(response.status, `${resource}: ${await response.clone().text()}`).toBe(201);
  return (await json<Rec>(response)).id;
};

/** A course of `season` on the letter policy, given one assignment out of 100 that Deniz scored `points` on. */
const gradedCourse = async (
  season: number,
  klass: number,
  policy: number,
  title: string,
  credit: number,
  points: string,
  releasedAt: string | null = '2026-01-10 09:00:00',
) => {
  const course = await made('school', 'courses', {
    school,
    season,
    title,
    code: title.slice(0, 6),
    credit,
    gradingPolicy: policy,
  });
  const assignment = await made('school', 'assignments', {
    school,
    class: klass,
    course,
    title: `${title} exam`,
    kind: 'exam',
    maxPoints: '100',
    releasedAt,
  });
  await made('school', 'assignment_scores', { school, assignment, student: deniz, scoreStatus: 'scored', points });
  return course;
};

const transcriptOf = async (who: string, student = deniz): Promise<Response> =>
  demo.call(who, `/api/students/${student}/transcript`);

beforeAll(async () => {
  server = await startServer();
  await demo.signIn('school', 'school2', 'parent', 'teacher');
  deniz = await demo.idOf(`select id from students where name = 'Deniz' limit 1`);
  school = await demo.idOf(`select school_id as id from students where name = 'Deniz' limit 1`);
  const seasonOne = await demo.idOf(
    `select c.season_id as id from class_students m join classes c on c.id = m.class_id where m.student_id = ${deniz} limit 1`,
  );
  const classOne = await demo.idOf(`select class_id as id from class_students where student_id = ${deniz} limit 1`);
  // A letter scale with GPA points, and a policy of all points over all possible on it.
  const scale = await made('school', 'grading_scales', {
    school,
    title: 'Letters',
    scaleKind: 'letter',
    passMark: '60',
  });
  for (const [minPercent, bandLabel, gpaPoints, passing] of [
    ['90', 'A', '4.00', true],
    ['80', 'B', '3.00', true],
    ['70', 'C', '2.00', true],
    ['60', 'D', '1.00', true],
    ['0', 'F', '0.00', false],
  ] as const)
    await made('school', 'grading_scale_bands', {
      school,
      gradingScale: scale,
      minPercent,
      bandLabel,
      gpaPoints,
      passing,
    });
  const policy = await made('school', 'grading_policies', {
    school,
    title: 'Letter points',
    gradingScale: scale,
    gradingMethod: 'total_points',
  });
  // Season one (the demo's): an A in 3 credits, a B in 2.
  courseIds.Physics = await gradedCourse(seasonOne, classOne, policy, 'Physics', 3, '95');
  courseIds.Chemistry = await gradedCourse(seasonOne, classOne, policy, 'Chemistry', 2, '85');
  // Season two: a C in 4 credits, an F in 1; and one whose work is not released yet.
  const seasonTwo = await made('school', 'seasons', {
    school,
    title: '2027-2028',
    startDate: '2027-09-01',
    endDate: '2028-06-30',
  });
  const term = await made('school', 'grading_terms', {
    school,
    season: seasonTwo,
    title: 'Year',
    startDate: '2027-09-01',
    endDate: '2028-06-30',
  });
  classTwo = await made('school', 'classes', { school, season: seasonTwo, title: '10-T' });
  await made('school', 'class_students', { school, classId: classTwo, student: iri('students', deniz), term });
  courseIds.Biology = await gradedCourse(seasonTwo, classTwo, policy, 'Biology', 4, '72');
  courseIds.Latin = await gradedCourse(seasonTwo, classTwo, policy, 'Latin', 1, '50');
  courseIds.Drama = await gradedCourse(seasonTwo, classTwo, policy, 'Drama', 2, '99', null);
});
afterAll(() => server.close());

describe('a student’s transcript', () => {
  it('works out each season’s GPA and the cumulative one as by hand, credits earned from passed courses', async () => {
    const response = await transcriptOf('school');
    expect(response.status, await response.clone().text()).toBe(200);
    const transcript = await json<Transcript>(response);
    expect(transcript.student).toMatchObject({ name: 'Deniz' });
    const seasonOne = transcript.seasons.find((row) => row.courses.some((course) => course.title === 'Physics'));
    const seasonTwo = transcript.seasons.find((row) => row.seasonTitle === '2027-2028');
    const lines = (courses: TranscriptCourse[] | undefined, titles: string[]) =>
      (courses ?? [])
        .filter((course) => titles.includes(course.title))
        .map((course) => [course.title, course.credits, course.percent, course.grade, course.gpaPoints, course.passed]);
    expect(lines(seasonOne?.courses, ['Physics', 'Chemistry', 'Mathematics 9'])).toEqual([
      ['Chemistry', '2.00', '85.00', 'B', '3.00', true],
      // The demo's course, on the demo's 1-5 scale: 88.00 is a 5, worth 5 GPA points, in 5 credits.
      ['Mathematics 9', '5.00', '88.00', '5', '5.00', true],
      ['Physics', '3.00', '95.00', 'A', '4.00', true],
    ]);
    // (4 × 3 + 3 × 2 + 5 × 5) / 10 = 43 / 10 = 4.30.
    expect(seasonOne?.gpa).toEqual({ unweighted: '4.30', weighted: '4.30', credits: '10.00', creditsEarned: '10.00' });
    expect(seasonTwo?.classTitle).toBe('10-T');
    expect(lines(seasonTwo?.courses, ['Biology', 'Drama', 'Latin'])).toEqual([
      ['Biology', '4.00', '72.00', 'C', '2.00', true],
      ['Drama', '2.00', '99.00', 'A', '4.00', true],
      ['Latin', '1.00', '50.00', 'F', '0.00', false],
    ]);
    // (2 × 4 + 4 × 2 + 0 × 1) / 7 = 16 / 7 = 2.2857… = 2.29 for staff, who see unreleased work too.
    expect(seasonTwo?.gpa).toEqual({ unweighted: '2.29', weighted: '2.29', credits: '7.00', creditsEarned: '6.00' });
    // In all: (43 + 16) / 17 = 3.4705… = 3.47; earned: every passed course's credits, 10 + 6.
    expect(transcript.cumulative).toEqual({
      unweighted: '3.47',
      weighted: '3.47',
      credits: '17.00',
      creditsEarned: '16.00',
    });
  });

  it('reads released work only for the family: Drama is not on it yet', async () => {
    const response = await transcriptOf('parent');
    expect(response.status, await response.clone().text()).toBe(200);
    const transcript = await json<Transcript>(response);
    const seasonTwo = transcript.seasons.find((row) => row.seasonTitle === '2027-2028');
    expect(seasonTwo?.courses.map((course) => course.title)).toEqual(['Biology', 'Latin']);
    // (2 × 4 + 0 × 1) / 5 = 1.60.
    expect(seasonTwo?.gpa).toEqual({ unweighted: '1.60', weighted: '1.60', credits: '5.00', creditsEarned: '4.00' });
    expect(JSON.stringify(transcript)).not.toContain('Drama');
  });

  it('prints as a PDF with the same figures, in the reader’s language', async () => {
    const response = await demo.call('school', `/api/students/${deniz}/transcript/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).toContain('Transcript');
    expect(text).toContain('Biology');
    expect(text).toContain('GPA of the season: 4.30 (10.00 credits counted)');
    expect(text).toContain('Cumulative GPA: 3.47 · credits earned: 16.00');
    const turkish = await demo.call('parent', `/api/students/${deniz}/transcript/pdf`, 'GET', undefined, {
      'accept-language': 'tr',
    });
    expect(turkish.status).toBe(200);
    const inTurkish = (await pdfPages(new Uint8Array(await turkish.arrayBuffer()))).join('\n');
    expect(inTurkish).toContain('Not dökümü');
    expect(inTurkish).toContain('Dönemin not ortalaması: 1.60 (5.00 kredi sayıldı)');
    expect(inTurkish).not.toContain('Drama');
  });

  it('gives the same lines as CSV, a line per course and season, headed in the reader’s language', async () => {
    const response = await demo.call('school', `/api/students/${deniz}/transcript/csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte order mark for spreadsheets, then the header and one line per course the JSON lists.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Season,School,Class,Course,Course code,Credits,Score,Grade,GPA points,Passed');
    const data = await json<Transcript>(await transcriptOf('school'));
    expect(lines).toHaveLength(1 + data.seasons.flatMap((season) => season.courses).length);
    expect(lines).toContain('2027-2028,Demo High School,10-T,Biology,Biolog,4.00,72.00,C,2.00,Passed');
    // A page sends the season it shows (the seasonId header): the transcript is every season's still.
    const seasonOne = await demo.idOf(
      `select season_id as id from classes where title = '9-A' and school_id = ${school}`,
    );
    const fromPage = await demo.call('school', `/api/students/${deniz}/transcript`, 'GET', undefined, {
      seasonId: String(seasonOne),
    });
    expect((await json<Transcript>(fromPage)).seasons.map((row) => row.seasonTitle)).toEqual(
      data.seasons.map((row) => row.seasonTitle),
    );
    expect(data.seasons).toHaveLength(2);
    expect(lines).toContain('2027-2028,Demo High School,10-T,Latin,Latin,1.00,50.00,F,0.00,Failed');
    // The parent's, in Turkish: released work only, so no Drama.
    const turkish = await demo.call('parent', `/api/students/${deniz}/transcript/csv`, 'GET', undefined, {
      'accept-language': 'tr',
    });
    expect(turkish.status).toBe(200);
    const inTurkish = await turkish.text();
    // (text() leaves the byte order mark out.)
    expect(inTurkish.split(/\r?\n/)[0]).toBe(
      'Dönem,Okul,Sınıf,Ders,Ders kodu,Kredi,Puan,Not,Not ortalaması puanı,Geçti',
    );
    expect(inTurkish).toContain(',Biology,Biolog,4.00,72.00,C,2.00,Geçti');
    expect(inTurkish).not.toContain('Drama');
    expect((await demo.call('school2', `/api/students/${deniz}/transcript/csv`)).status).toBe(404);
  });

  it('is signed by the installation, the whole file covered: one changed byte breaks it', async () => {
    const first = Buffer.from(await (await demo.call('school', `/api/students/${deniz}/transcript/pdf`)).arrayBuffer());
    const signature = readPdfSignature(first);
    expect(signature).toMatchObject({
      digestMatches: true,
      signatureValid: true,
      coversWholeFile: true,
      subFilter: 'adbe.pkcs7.detached',
      signer: { commonName: 'Kampus document signing (self-signed)' },
    });
    expect(signature.signer.organization).toMatch(/^http/);
    expect((await pdfPages(new Uint8Array(first))).join('\n')).toContain('This transcript is digitally signed.');
    // The same certificate signs the next one (kept in the database, not made per request).
    const second = Buffer.from(
      await (await demo.call('parent', `/api/students/${deniz}/transcript/pdf`)).arrayBuffer(),
    );
    const again = readPdfSignature(second);
    expect(again.signatureValid).toBe(true);
    expect(again.signer).toEqual(signature.signer);
    // A grade changed in the file: the digest no longer matches what was signed.
    const tampered = Buffer.from(first);
    const at = tampered.indexOf('/Producer');
    expect(at).toBeGreaterThan(0);
    tampered[at + 2] = tampered[at + 2] === 0x78 ? 0x79 : 0x78;
    expect(readPdfSignature(tampered).digestMatches).toBe(false);
  });

  it('gives the place in each season’s class by released work, the same to every reader, while the school wants it', async () => {
    // Season one is the demo's 9-A: by released work Deniz has A (3), B (2) and a 4 in Mathematics
    // 9 (5 credits: 83.80 without the unreleased final) = 3.80; a classmate has only Mathematics 9
    // at 93.60, a 5 = 5.00; another 67.70, a 3 = 3.00. Season two's 10-T has Deniz alone.
    for (const who of ['school', 'parent']) {
      const transcript = await json<Transcript>(await transcriptOf(who));
      expect(
        transcript.seasons.map((season) => [season.classTitle, season.rank]),
        who,
      ).toEqual([
        ['9-A', { position: 2, of: 3 }],
        ['10-T', { position: 1, of: 1 }],
      ]);
    }
    const pdf = await demo.call('school', `/api/students/${deniz}/transcript/pdf`);
    expect((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n')).toContain('Rank in class: 2 of 3');

    const off = await demo.call('school', `/api/schools/${school}`, 'PATCH', { transcriptRank: false });
    expect(off.status, await off.clone().text()).toBe(200);
    const without = await json<Transcript>(await transcriptOf('school'));
    expect(without.seasons.map((season) => season.rank)).toEqual([null, null]);
    const printed = await demo.call('school', `/api/students/${deniz}/transcript/pdf`);
    expect((await pdfPages(new Uint8Array(await printed.arrayBuffer()))).join('\n')).not.toContain('Rank in class');
    expect((await demo.call('school', `/api/schools/${school}`, 'PATCH', { transcriptRank: true })).status).toBe(200);
  });

  it('is another school’s 404, and a student not theirs is a family’s 404', async () => {
    expect((await transcriptOf('school2')).status).toBe(404);
    expect((await demo.call('school2', `/api/students/${deniz}/transcript/pdf`)).status).toBe(404);
    const stranger = await demo.idOf(
      `select id from students where name <> 'Deniz' and name <> 'Ege' order by id limit 1`,
    );
    expect((await transcriptOf('parent', stranger)).status).toBe(404);
  });
});

describe('graduation requirements', () => {
  it('counts passed courses’ credits per subject and in all, the family’s from released work only', async () => {
    const subjects = await json<Rec[]>(
      await demo.call('school', '/api/subject_branches.json?pagination=false&countryCode=TR'),
    );
    const [sciences, languages] = subjects.map((row) => row.id);
    // Physics (3, an A), Biology (4, a C), Latin (1, an F) and Drama (2, unreleased) in one subject; Chemistry (2, a B) in another.
    for (const [title, subject] of [
      ['Physics', sciences],
      ['Biology', sciences],
      ['Latin', sciences],
      ['Drama', sciences],
      ['Chemistry', languages],
    ] as const) {
      const patched = await demo.call('school', `/api/courses/${courseIds[title]}`, 'PATCH', {
        subject: iri('subject_branches', Number(subject)),
      });
      expect(patched.status, await patched.clone().text()).toBe(200);
    }
    await made('school', 'graduation_requirements', {
      school,
      title: 'Sciences',
      subject: iri('subject_branches', Number(sciences)),
      credits: 8,
    });
    await made('school', 'graduation_requirements', {
      school,
      title: 'Second subject',
      subject: iri('subject_branches', Number(languages)),
      credits: 2,
    });
    await made('school', 'graduation_requirements', { school, title: 'Total', credits: 20 });
    const progressOf = async (who: string) => {
      const response = await demo.call(who, `/api/students/${deniz}/graduation_progress`);
      expect(response.status, await response.clone().text()).toBe(200);
      const body = await json<{
        requirements: { title: string; required: number; earned: number; met: boolean; subject: string | null }[];
        creditsEarned: number;
      }>(response);
      return {
        lines: body.requirements.map((row) => [row.title, row.earned, row.required, row.met]),
        all: body.creditsEarned,
      };
    };
    // Staff: sciences 3 + 4 + 2 (Drama, 99) = 9 of 8, Latin failed; the second subject 2 of 2;
    // in all every passed course: Mathematics 9 (5), Physics 3, Chemistry 2, Biology 4, Drama 2 = 16.
    expect(await progressOf('school')).toEqual({
      lines: [
        ['Sciences', 9, 8, true],
        ['Second subject', 2, 2, true],
        ['Total', 16, 20, false],
      ],
      all: 16,
    });
    // The family: Drama is not released, so sciences 7 of 8 and 14 in all.
    expect(await progressOf('parent')).toEqual({
      lines: [
        ['Sciences', 7, 8, false],
        ['Second subject', 2, 2, true],
        ['Total', 14, 20, false],
      ],
      all: 14,
    });
    // Another school's staff do not reach Deniz; a family may not set requirements; credits are whole and positive.
    expect((await demo.call('school2', `/api/students/${deniz}/graduation_progress`)).status).toBe(404);
    expect(
      (await demo.call('parent', '/api/graduation_requirements', 'POST', { school, title: 'Mine', credits: 1 })).status,
    ).toBe(403);
    const zero = await demo.call('school', '/api/graduation_requirements', 'POST', {
      school,
      title: 'None',
      credits: 0,
    });
    expect(zero.status).toBe(422);
    expect(JSON.stringify(await json(zero))).toContain('"propertyPath":"credits"');
  });

  it('shows staff each student of a class against them and their programme’s, the same count as the student’s own', async () => {
    // A classmate with nothing graded in 10-T or before: nothing earned, nothing met.
    const classmate = await demo.idOf(
      `select id from students where school_id = ${school} and id <> ${deniz} and not exists
         (select 1 from assignment_scores s where s.student_id = students.id) order by id limit 1`,
    );
    const term = await demo.idOf(`select term_id as id from class_students where class_id = ${classTwo} limit 1`);
    await made('school', 'class_students', { school, classId: classTwo, student: iri('students', classmate), term });
    // A programme of the school, Deniz placed in it, and a requirement of that programme only.
    const science = await made('school', 'graduation_programmes', { school, title: 'Science track' });
    await made('school', 'programme_students', {
      school,
      programme: iri('graduation_programmes', science),
      student: iri('students', deniz),
    });
    const subjects = await json<Rec[]>(
      await demo.call('school', '/api/subject_branches.json?pagination=false&countryCode=TR'),
    );
    await made('school', 'graduation_requirements', {
      school,
      title: 'Lab sciences',
      subject: iri('subject_branches', Number(subjects[0]?.id)),
      programme: iri('graduation_programmes', science),
      credits: 3,
    });
    // One programme at a time: a second placement of Deniz is refused.
    const twice = await demo.call('school', '/api/programme_students', 'POST', {
      school,
      programme: iri('graduation_programmes', science),
      student: iri('students', deniz),
    });
    expect(twice.status).toBe(422);
    expect(JSON.stringify(await json(twice))).toContain('"propertyPath":"student"');

    const response = await demo.call('school', `/api/classes/${classTwo}/graduation_progress`);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await json<{
      class: { title: string };
      requirements: { title: string; subject: string | null; programme: string | null; required: number }[];
      students: {
        id: number;
        name: string;
        programme: string | null;
        earned: (number | null)[];
        met: number;
        applicable: number;
        creditsEarned: number;
      }[];
    }>(response);
    expect(body.class.title).toBe('10-T');
    expect(body.requirements.map((row) => [row.title, row.required, row.subject === null, row.programme])).toEqual([
      ['Lab sciences', 3, false, 'Science track'],
      ['Sciences', 8, false, null],
      ['Second subject', 2, false, null],
      ['Total', 20, true, null],
    ]);
    // Staff read all graded work: Deniz as on their own progress (9 of 8, 2 of 2, 16 of 20), and
    // the programme's 9 of 3; the classmate follows no programme, so its requirement is not theirs.
    const byId = new Map(body.students.map((row) => [row.id, row]));
    expect(body.students).toHaveLength(2);
    expect(byId.get(deniz)).toMatchObject({
      name: 'Deniz',
      programme: 'Science track',
      earned: [9, 9, 2, 16],
      met: 3,
      applicable: 4,
      creditsEarned: 16,
    });
    expect(byId.get(classmate)).toMatchObject({
      programme: null,
      earned: [null, 0, 0, 0],
      met: 0,
      applicable: 3,
      creditsEarned: 0,
    });
    // The family sees the programme's requirement on the child's own progress (7 released of 3).
    const own = await json<{ requirements: { title: string; earned: number; met: boolean }[]; programme: string }>(
      await demo.call('parent', `/api/students/${deniz}/graduation_progress`),
    );
    expect(own.programme).toBe('Science track');
    expect(own.requirements.map((row) => [row.title, row.earned, row.met])).toEqual([
      ['Lab sciences', 7, true],
      ['Sciences', 7, false],
      ['Second subject', 2, true],
      ['Total', 14, false],
    ]);
    // The classmate's own progress has no programme and not its requirement.
    const theirs = await json<{ requirements: { title: string }[]; programme: string | null }>(
      await demo.call('school', `/api/students/${classmate}/graduation_progress`),
    );
    expect(theirs.programme).toBeNull();
    expect(theirs.requirements.map((row) => row.title)).toEqual(['Sciences', 'Second subject', 'Total']);
    // Staff only: a family and a teacher are refused; another school's staff do not reach the class.
    expect((await demo.call('parent', `/api/classes/${classTwo}/graduation_progress`)).status).toBe(403);
    expect((await demo.call('teacher', `/api/classes/${classTwo}/graduation_progress`)).status).toBe(403);
    expect((await demo.call('school2', `/api/classes/${classTwo}/graduation_progress`)).status).toBe(404);
    // A path that names no class is no class: 404, as any item's.
    expect((await demo.call('school', '/api/classes/abc/graduation_progress')).status).toBe(404);
  });
});
