/**
 * Season rollover (issue 27, part 1): the preview, the one-transaction run with its idempotency
 * key, the undo and its refusals, another school's and other kinds of users refused; the
 * "copy season data" that used to double classes and raise a raw fee-settings conflict; and the
 * running season's registers and reports, read before and after the rollover, unchanged. With
 * `billFees` each moving student is billed their new grade's fees once (undone with the rollover,
 * never twice, never undone once money was taken); `carryTeachers` brings the lesson teachers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';
import { openNextSeason, schoolOffice, type SchoolOffice } from './support/school-office.ts';

interface Violation {
  propertyPath: string;
  message: string;
}
interface PreviewStudent {
  id: number;
  fromClass: string | null;
  fromGrade: string | null;
  outcome: string;
  toGrade: string | null;
  toClass: string | null;
  skip: string | null;
  isLastGrade: boolean;
}
interface FeesPreview {
  grades: {
    grade: string;
    students: number;
    fees: { feeName: string; feeAmount: string }[];
    perStudent: string;
    total: string;
  }[];
  billed: number;
  total: string;
  skipped: { id: number; reason: string }[];
}
interface Preview {
  fromSeason: { id: number; title: string };
  toSeason: { id: number; title: string };
  structure: { table: string; create: string[]; skip: { title: string; reason: string }[] }[];
  students: PreviewStudent[];
  counts: Record<string, number>;
  fees: FeesPreview | null;
}

let server: TestServer;
let staff: FinanceClient;
let staffTr: FinanceClient;
/** The same staff member with the new season active: season lists follow the `seasonId` header. */
let inNext: FinanceClient;
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
let tokens: SchoolOffice['tokens'];
let next: Row;
let path: string;
/** The demo teacher with the new season active. */
let teacherNext: FinanceClient;
/** The lessons the first run laid into the new season's first week. */
let firstWeek: Row[] = [];

/** A student's fee lines in the new season, as the office reads them. */
const newSeasonFees = async (studentId: number | undefined) =>
  (
    await inNext.get<Row[]>(`/api/student_fees.json?season=${next.id}&studentId=${String(studentId)}&pagination=false`)
  ).map((row) => ({ feeName: row.feeName, feeAmount: row.feeAmount }));
const GRADE_TEN_FEES = [
  { feeName: 'Tuition', feeAmount: '51000.50' },
  { feeName: 'Books', feeAmount: '4500.25' },
];

/** A reference as the API writes it (an id or an IRI) as its id. */
const idOf = (value: unknown): number => Number(String(value).split('/').pop());

const refusal = async (response: Response): Promise<Violation[]> => {
  expect(response.status, await response.clone().text()).toBe(422);
  return (await json<{ violations: Violation[] }>(response)).violations;
};

/** Everything the running season shows that a rollover must leave alone, read as its staff read it. */
const runningSeasonReads = async (): Promise<Record<string, unknown>> => {
  const school = tenancy.schoolId;
  const season = tenancy.seasonId;
  const classes = await staff.get<Row[]>(`/api/classes.json?season=${season}&pagination=false`);
  const terms = await staff.get<Row[]>(`/api/grading_terms.json?season=${season}&pagination=false`);
  const first = classes.find((row) => row.title === '9-A') ?? classes[0];
  const reads: Record<string, unknown> = {
    students: await staff.get(`/api/students.json?school=${school}&pagination=false&order[id]=asc`),
    enrollments: await staff.get(`/api/enrollments.json?season=${season}&pagination=false&order[id]=asc`),
    seasonList: await staff.get('/api/enrollments/season'),
    dashboard: await staff.get('/api/enrollments/dashboard'),
    classes,
    balance: await staff.get(`/api/students/${tenancy.childId}/balance`),
    fees: await staff.get(`/api/student_fees.json?season=${season}&pagination=false&order[id]=asc`),
    lessons: await staff.get(`/api/schedules.json?season=${season}&pagination=false`),
  };
  for (const term of terms) {
    reads[`seats ${term.id}`] = await staff.get(`/api/class_students.json?term=${term.id}&pagination=false`);
  }
  const optional = [
    `/api/attendances/register?classId=${first?.id}&date=2026-11-20`,
    '/api/reports/attendance/table',
    '/api/reports/cash/table',
    '/api/reports/receipts/table',
    `/en/stats/${school}/basic`,
    `/en/stats/${school}/finance`,
    `/en/stats/${school}/academic`,
  ];
  let answered = 0;
  for (const address of optional) {
    const response = await staff.send('GET', address);
    if (response.status === 200) answered += 1;
    reads[address] = { status: response.status, body: await response.text() };
  }
  // The comparison means something only if the registers and reports answer with data.
  expect(
    answered,
    JSON.stringify(Object.fromEntries(optional.map((a) => [a, (reads[a] as { status: number }).status]))),
  ).toBe(optional.length);
  expect((reads.students as unknown[]).length).toBeGreaterThan(30);
  return reads;
};

beforeAll(async () => {
  server = await startServer();
  const office = await schoolOffice(server);
  ({ tokens, tenancy, staff, staffTr } = office);
  next = await openNextSeason(office);
  path = `/api/schools/${tenancy.schoolId}/rollover`;
  inNext = financeClient(server, tokens.staff, { schoolId: tenancy.schoolId, seasonId: next.id });
  teacherNext = financeClient(server, tokens.teacher, { schoolId: tenancy.schoolId, seasonId: next.id });
});
afterAll(() => server.close());

describe('copy season data', () => {
  it('never copies a class twice, and keeps the new season’s fee settings with a count instead of a raw conflict', async () => {
    const body = {
      sourceDb: `/api/seasons/${tenancy.seasonId}`,
      destinationDb: `/api/seasons/${next.id}`,
      tables: 'classes,fee_settings',
    };
    const first = await staff.send('POST', '/api/seasons/copy_data', body);
    expect(first.status, await first.clone().text()).toBe(200);
    const copied = await json<{ copied: Record<string, number>; skipped: Record<string, number> }>(first);
    expect(copied.copied.classes).toBe(4);
    const again = await staff.send('POST', '/api/seasons/copy_data', body);
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await json(again)).toEqual({
      response: 'success',
      copied: { classes: 0, fee_settings: 0 },
      skipped: { classes: 4, ...(copied.copied.fee_settings ? { fee_settings: 1 } : {}) },
    });
    const titles = (await inNext.get<Row[]>(`/api/classes.json?season=${next.id}&pagination=false`)).map(
      (row) => row.title,
    );
    expect(titles.sort()).toEqual(['10-A', '11-A', '12-A', '9-A']);
  });
});

describe('the rollover', () => {
  let before: Record<string, unknown>;
  let preview: Preview;

  it('previews every active student, also those without an enrolment row, with the last grade graduating', async () => {
    const response = await staff.send('POST', `${path}/preview`, { toSeason: next.id });
    expect(response.status, await response.clone().text()).toBe(200);
    preview = await json<Preview>(response);
    expect(preview.fromSeason.id).toBe(tenancy.seasonId);
    const active = await staff.get<Row[]>(`/api/students.json?school=${tenancy.schoolId}&pagination=false`);
    expect(preview.students).toHaveLength(active.filter((row) => row.isActive !== false).length);
    const enrolled = await staff.get<Row[]>(`/api/enrollments.json?season=${tenancy.seasonId}&pagination=false`);
    const unenrolled = preview.students.filter((s) => !enrolled.some((row) => row.studentId === s.id));
    expect(unenrolled.length).toBeGreaterThan(0);
    const nine = preview.students.find((s) => s.fromClass === '9-A');
    expect(nine).toMatchObject({ outcome: 'promote', toClass: '10-A' });
    const twelve = preview.students.filter((s) => s.fromClass === '12-A');
    expect(twelve.length).toBeGreaterThan(0);
    expect(twelve).toAllSatisfy((s) => s.outcome === 'graduate' && s.isLastGrade && s.toGrade === null);
    // The classes were copied before: nothing to create, each named with why it is skipped.
    const classes = preview.structure.find((part) => part.table === 'classes');
    expect(classes?.create).toEqual([]);
    expect(classes?.skip.map((row) => row.reason)).toContain('already in the new season');
    expect(preview.structure.find((part) => part.table === 'grading_terms')?.create).toHaveLength(2);
  });

  it('refuses, in the user’s language, a season that is not later, a stranger and a promotion past the last grade', async () => {
    const same = await refusal(await staffTr.send('POST', `${path}/preview`, { toSeason: tenancy.seasonId }));
    expect(same).toEqual([
      expect.objectContaining({ propertyPath: 'toSeason', message: 'Geçerli sezondan farklı bir sezon seçin.' }),
    ]);
    const graduate = preview.students.find((s) => s.isLastGrade);
    const wrong = await refusal(
      await staff.send('POST', `${path}/preview`, {
        toSeason: next.id,
        decisions: [
          { studentId: graduate?.id, outcome: 'promote' },
          { studentId: 2 ** 30, outcome: 'leave' },
        ],
      }),
    );
    expect(wrong.map((v) => v.propertyPath).sort()).toEqual(['decisions[0].outcome', 'decisions[1].studentId']);
  });

  it('is not offered to another school’s admin, a teacher or a parent', async () => {
    const school2 = await server.call(`${path}/preview`, {
      method: 'POST',
      token: tokens.school2,
      json: { toSeason: next.id },
    });
    // The school is loaded through the caller's reach before any work: out of reach is not found.
    expect(school2.status, await school2.clone().text()).toBe(404);
    for (const token of [tokens.teacher, tokens.parent]) {
      const response = await server.call(path, { method: 'POST', token, json: { toSeason: next.id } });
      expect(response.status).toBe(403);
    }
    expect((await server.call(path, { token: tokens.school2 })).status).toBe(404);
  });

  it('previews the new season’s fees: each grade’s usual fees of this season (latest amount per name), who is not billed and why', async () => {
    // Two 10-A students of the running season were billed: the later tuition amount is the usual one.
    const tenA = preview.students.filter((s) => s.fromClass === '10-A');
    const bill = async (studentId: number | undefined, feeName: string, feeAmount: string) => {
      const response = await staff.send('POST', '/api/student_fees', { studentId, feeName, feeAmount });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    await bill(tenA[0]?.id, 'Tuition', '50000.00');
    await bill(tenA[1]?.id, 'Tuition', '51000.50');
    await bill(tenA[1]?.id, 'Books', '4500.25');
    const nine = preview.students.find((s) => s.fromClass === '9-A');
    const asked = await staff.send('POST', `${path}/preview`, { toSeason: next.id, billFees: true });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const fees = (await json<Preview>(asked)).fees;
    const ten = fees?.grades.find((grade) => grade.grade === nine?.toGrade);
    const promotedToTen = preview.students.filter((s) => s.toGrade === nine?.toGrade && s.skip === null).length;
    expect(ten).toEqual({
      grade: nine?.toGrade,
      students: promotedToTen,
      fees: [
        { feeName: 'Tuition', feeAmount: '51000.50' },
        { feeName: 'Books', feeAmount: '4500.25' },
      ],
      perStudent: '55500.75',
      // Exact: 55500.75 times the students, no float on the way.
      total: (BigInt(5550075) * BigInt(promotedToTen)).toString().replace(/(\d\d)$/, '.$1'),
    });
    expect(fees?.billed).toBe(fees?.grades.reduce((sum, grade) => sum + grade.students, 0));
    // Grades in the school's order of levels, as every list of grades reads.
    const levels = (
      await staff.get<Row[]>(`/api/grade_levels.json?school=${tenancy.schoolId}&pagination=false&order[levelOrder]=asc`)
    ).map((row) => row.title);
    expect(fees?.grades.length).toBeGreaterThan(1);
    expect(fees?.grades.map((grade) => grade.grade)).toEqual(
      levels.filter((title) => fees?.grades.some((grade) => grade.grade === title)),
    );
    // Without it, no billing is planned at all.
    expect((await json<Preview>(await staff.send('POST', `${path}/preview`, { toSeason: next.id }))).fees).toBeNull();
    // A grade billed nothing this season: its students are named with why, in the user's language.
    const unbilled = preview.students.find(
      (s) => s.toGrade !== null && !fees?.grades.some((grade) => grade.grade === s.toGrade),
    );
    expect(unbilled, 'a grade the running season billed nothing').toBeDefined();
    expect(fees?.skipped.find((row) => row.id === unbilled?.id)?.reason).toBe(
      `${unbilled?.toGrade} was billed no fees this season`,
    );
    const tr = await json<Preview>(
      await staffTr.send('POST', `${path}/preview`, { toSeason: next.id, billFees: true }),
    );
    expect(tr.fees?.skipped.find((row) => row.id === unbilled?.id)?.reason).toBe(
      `${unbilled?.toGrade} için bu sezon ücret girilmemiş`,
    );
    const wrong = await refusal(await staff.send('POST', `${path}/preview`, { toSeason: next.id, billFees: 'yes' }));
    expect(wrong[0]?.propertyPath).toBe('billFees');
  });

  it('runs once: creates what the new season lacks, enrols and seats the promoted, leaves the running season as it was', async () => {
    before = await runningSeasonReads();
    const repeater = preview.students.find((s) => s.fromClass === '10-A');
    const leaver = preview.students.find((s) => s.fromClass === '11-A');
    const lessonsBefore = await staff.get<Row[]>(`/api/schedules.json?season=${tenancy.seasonId}&pagination=false`);
    const body = {
      toSeason: next.id,
      enrollmentDate: '2027-09-01',
      billFees: true,
      decisions: [
        { studentId: repeater?.id, outcome: 'repeat' },
        { studentId: leaver?.id, outcome: 'leave' },
      ],
    };
    const key = crypto.randomUUID();
    const response = await staff.send('POST', path, body, { 'Idempotency-Key': key });
    expect(response.status, await response.clone().text()).toBe(201);
    const done = await json<{
      created: Record<string, number>;
      counts: Record<string, number>;
      fees: { billed: number; total: string } | null;
    }>(response);
    const replay = await staff.send('POST', path, body, { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(replay)).toEqual(done);
    expect(done.created.classes ?? 0).toBe(0);
    expect(done.created.grading_terms).toBe(2);
    expect(done.counts.repeat).toBe(1);
    expect(done.counts.leave).toBe(1);
    expect(done.created.enrollments).toBe((done.counts.promote ?? 0) + (done.counts.repeat ?? 0));
    // Again with another key: refused, nothing doubled.
    const twice = await refusal(await staff.send('POST', path, body, { 'Idempotency-Key': crypto.randomUUID() }));
    expect(twice[0]?.propertyPath).toBe('toSeason');
    const classes = await inNext.get<Row[]>(`/api/classes.json?season=${next.id}&pagination=false`);
    expect(classes).toHaveLength(4);

    const nextEnrolments = await inNext.get<Row[]>(`/api/enrollments.json?season=${next.id}&pagination=false`);
    expect(nextEnrolments).toHaveLength(done.created.enrollments ?? -1);
    expect(nextEnrolments.some((row) => row.studentId === leaver?.id)).toBe(false);
    const nine = preview.students.find((s) => s.fromClass === '9-A' && s.id !== repeater?.id);
    const tenA = classes.find((row) => row.title === '10-A');
    const seats = await staff.get<Row[]>(`/api/class_students.json?student=${nine?.id}&pagination=false`);
    expect(seats.some((row) => row.classId === tenA?.id)).toBe(true);

    // Billed once, in the new season: the promoted 9-A student and the 10-A repeater owe grade 10's fees.
    expect(await newSeasonFees(nine?.id)).toEqual(GRADE_TEN_FEES);
    expect(await newSeasonFees(repeater?.id)).toEqual(GRADE_TEN_FEES);
    expect(await newSeasonFees(leaver?.id)).toEqual([]);
    const billed = await inNext.get<Row[]>(`/api/student_fees.json?season=${next.id}&pagination=false`);
    expect(billed).toHaveLength(done.created.student_fees ?? -1);
    expect(done.fees?.billed).toBeGreaterThan(0);
    expect(new Set(billed.map((row) => row.studentId)).size).toBe(done.fees?.billed);

    // The lesson teachers came along: each class's last week of lessons, on the same weekdays of the new season.
    const lessons = await inNext.get<Row[]>(`/api/schedules.json?season=${next.id}&pagination=false`);
    expect(lessonsBefore.length).toBeGreaterThan(0);
    expect(lessons).toHaveLength(done.created.schedules ?? -1);
    const teachersOf = (rows: Row[]) => [...new Set(rows.map((row) => String(row.teacherId)))].sort();
    expect(teachersOf(lessons)).toEqual(teachersOf(lessonsBefore));
    const weekday = (date: unknown) => new Date(`${String(date).slice(0, 10)}T00:00:00Z`).getUTCDay();
    expect([...new Set(lessons.map((row) => weekday(row.scheduleDate)))].sort()).toEqual(
      [...new Set(lessonsBefore.map((row) => weekday(row.scheduleDate)))].sort(),
    );
    expect(lessons).toAllSatisfy(
      (row) => String(row.scheduleDate) >= '2027-09-01' && String(row.scheduleDate) < '2027-09-08',
    );
    firstWeek = lessons;
    // The teacher reads their new season's lessons: the classes' lesson teachers are set.
    expect(await teacherNext.get<Row[]>(`/api/schedules.json?season=${next.id}&pagination=false`)).toHaveLength(
      lessons.length,
    );

    expect(await runningSeasonReads()).toEqual(before);
  });

  it('shows the last rollover and undoes it only while the new season has no grades, then runs again', async () => {
    const state = await staff.get<{ last: { toSeason: { id: number }; canUndo: boolean } | null }>(path);
    expect(state.last).toMatchObject({ toSeason: { id: next.id }, canUndo: true });
    const [template] = await staff.get<Row[]>(`/api/exam_templates.json?school=${tenancy.schoolId}`);
    const exam = await staff.send('POST', '/api/exams', {
      school: `/api/schools/${tenancy.schoolId}`,
      season: `/api/seasons/${next.id}`,
      title: 'Rollover exam',
      examTemplate: `/api/exam_templates/${template?.id}`,
      examDate: '2027-10-01',
    });
    expect(exam.status, await exam.clone().text()).toBe(201);
    const refused = await refusal(await staff.send('POST', `${path}/undo`, {}));
    expect(refused[0]).toMatchObject({
      propertyPath: 'toSeason',
      message: 'The new season already has exams or grades recorded.',
    });
    expect((await inNext.send('DELETE', `/api/exams/${(await json<Row>(exam)).id}`)).status).toBe(204);

    const undone = await staff.send('POST', `${path}/undo`, {}, { 'Idempotency-Key': crypto.randomUUID() });
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(await inNext.get<Row[]>(`/api/enrollments.json?season=${next.id}&pagination=false`)).toEqual([]);
    // The classes copied before the rollover stay: the undo removes only what the rollover made.
    expect(await inNext.get<Row[]>(`/api/classes.json?season=${next.id}&pagination=false`)).toHaveLength(4);
    expect(await inNext.get<Row[]>(`/api/grading_terms.json?season=${next.id}&pagination=false`)).toEqual([]);
    // The fees it billed and the lessons it carried go with it.
    expect(await inNext.get<Row[]>(`/api/student_fees.json?season=${next.id}&pagination=false`)).toEqual([]);
    expect(await inNext.get<Row[]>(`/api/schedules.json?season=${next.id}&pagination=false`)).toEqual([]);
    expect((await refusal(await staff.send('POST', `${path}/undo`, {})))[0]?.propertyPath).toBe('toSeason');
    expect(await runningSeasonReads()).toEqual(before);

    // The new season's first school day with lessons becomes a holiday before the second run.
    const day = (row: Row) => String(row.scheduleDate).slice(0, 10);
    const opening = firstWeek.map(day).sort()[0] ?? '';
    const weekLater = new Date(Date.parse(`${opening}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const onOpening = firstWeek.filter((row) => day(row) === opening).length;
    expect(onOpening).toBeGreaterThan(0);
    const holiday = await inNext.send('POST', '/api/school_holidays', {
      school: `/api/schools/${tenancy.schoolId}`,
      season: `/api/seasons/${next.id}`,
      title: 'Opening ceremony',
      firstDay: opening,
      lastDay: opening,
    });
    expect(holiday.status, await holiday.clone().text()).toBe(201);

    const again = await staff.send(
      'POST',
      path,
      { toSeason: next.id, billFees: true },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(again.status, await again.clone().text()).toBe(201);
    // No lesson on the holiday: that weekday's lessons moved to the same weekday of the next week,
    // the rest stayed where the first run laid them.
    const laid = await inNext.get<Row[]>(`/api/schedules.json?season=${next.id}&pagination=false`);
    expect(laid).toHaveLength(firstWeek.length);
    expect(laid.filter((row) => day(row) === opening)).toEqual([]);
    expect(laid.filter((row) => day(row) === weekLater)).toHaveLength(onOpening);
    expect(
      laid
        .map(day)
        .filter((date) => date !== weekLater)
        .sort(),
    ).toEqual(
      firstWeek
        .map(day)
        .filter((date) => date !== opening)
        .sort(),
    );
    const nine = preview.students.find((s) => s.fromClass === '9-A');
    expect(await newSeasonFees(nine?.id)).toEqual(GRADE_TEN_FEES);
  });

  it('once the new season is made the default, the promoted take their new grade and the graduates leave the active list', async () => {
    const state = await staff.get<{ last: { toSeason: { id: number } } | null }>(path);
    expect(state.last?.toSeason.id).toBe(next.id);
    const enrolled = await inNext.get<Row[]>(`/api/enrollments.json?season=${next.id}&pagination=false`);
    const graduate = preview.students.find((s) => s.isLastGrade && s.outcome === 'graduate');
    const promoted = preview.students.find((s) => s.fromClass === '9-A' && s.outcome === 'promote');
    const newGrade = enrolled.find((row) => row.studentId === promoted?.id)?.gradeLevel;
    const student = (id: number | undefined) => staff.get<Row>(`/api/students/${String(id)}`);
    // Before the switch, the running season's records are as they were.
    expect(newGrade).toMatch(/^\/api\/grade_levels\/\d+$/);
    expect((await student(promoted?.id)).gradeLevel).not.toBe(newGrade);
    expect((await student(graduate?.id)).isActive).toBe('1');

    const made = await staff.send('PATCH', `/api/seasons/${next.id}`, { isDefault: true });
    expect(made.status, await made.clone().text()).toBe(200);
    expect((await student(promoted?.id)).gradeLevel).toBe(newGrade);
    expect((await student(graduate?.id)).isActive).toBe('0');
    // Audited: each change is an update of the student in the trail.
    const trail = await server.sql(
      `select action from audit_logs where resource = 'students' and record_id = ${String(graduate?.id)}`,
    );
    expect(trail.map((row) => row.action)).toContain('update');
  });
});

describe('after a rollover that billed the new season', () => {
  it('re-enrolment does not bill the same student twice: they are already enrolled', async () => {
    const billedRows = await inNext.get<Row[]>(`/api/student_fees.json?season=${next.id}&pagination=false`);
    const student = idOf(billedRows[0]?.studentId);
    const listed = await inNext.get<{ students: { id: number }[] }>('/api/enrollments/previous_season');
    expect(listed.students.some((row) => row.id === student)).toBe(false);
    const refused = await refusal(
      await inNext.send(
        'POST',
        '/api/enrollments/reenroll',
        { studentIds: [student], enrollmentDate: '2027-09-01', fees: [{ feeName: 'Tuition', feeAmount: '51000.50' }] },
        { 'Idempotency-Key': crypto.randomUUID() },
      ),
    );
    expect(refused).toEqual([
      expect.objectContaining({
        propertyPath: 'studentIds[0]',
        message: 'This student is already enrolled in the active season.',
      }),
    ]);
    expect(await newSeasonFees(student)).toEqual(GRADE_TEN_FEES);
  });

  it('once money is taken on a billed fee the undo refuses, saying why in the user’s language, and the fees stay', async () => {
    const billedRows = await inNext.get<Row[]>(`/api/student_fees.json?season=${next.id}&pagination=false`);
    const student = idOf(billedRows[0]?.studentId);
    const plan = await inNext.send(
      'POST',
      '/api/installments/plan',
      { studentId: student, total: '55500.75', downPayment: '5500.75', count: 2, firstDate: '2027-09-15' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(plan.status, await plan.clone().text()).toBe(201);
    const paid = await inNext.send(
      'POST',
      `/api/students/${student}/pay`,
      { amount: '1000.00', paymentDate: '2027-09-15' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(paid.status, await paid.clone().text()).toBe(201);
    const trNext = financeClient(server, tokens.staff, { schoolId: tenancy.schoolId, seasonId: next.id }, 'tr');
    const refused = await refusal(
      await trNext.send('POST', `${path}/undo`, {}, { 'Idempotency-Key': crypto.randomUUID() }),
    );
    expect(refused).toEqual([
      expect.objectContaining({
        propertyPath: 'toSeason',
        message:
          'Yeni sezonda zaten ödeme veya taksit kaydı var: ücretlerine tahsil edilen para asla silinmez, bu yüzden bu devir geri alınamaz.',
      }),
    ]);
    expect(await inNext.get<Row[]>(`/api/student_fees.json?season=${next.id}&pagination=false`)).toEqual(billedRows);
  });
});
