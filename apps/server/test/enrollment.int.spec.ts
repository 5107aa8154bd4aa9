/**
 * Enrolment (issue 13, item 7) as the wizard and the re-enrolment screen use it: one command
 * saves a new student with guardians, fees, discounts, scholarship, plan and agreement, or
 * nothing at all; each refusal names its field under its step in the user's language; the same
 * Idempotency-Key enrols once; nothing crosses schools; last season's students come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { pdfPages } from './support/pdf-text.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';
import { openNextSeason, schoolOffice, type SchoolOffice } from './support/school-office.ts';

interface Violation {
  propertyPath: string;
  message: string;
  code: string;
}
interface Enrolled {
  id: number;
  studentId: number;
  guardians: number[];
  fees: number[];
  discounts: number[];
  installments: { installmentDate: string; amount: string; isDownPayment: boolean }[];
}
interface SeasonList {
  items: {
    studentId: number;
    name: string;
    isReturning: boolean;
    agreement: string | null;
    gradeLevel: string | null;
  }[];
}
interface Previous {
  season: { id: number; title: string } | null;
  students: { id: number; name: string; guardians: string[] }[];
}

let server: TestServer;
let staff: FinanceClient;
let staffTr: FinanceClient;
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
let tokens: SchoolOffice['tokens'];
let office: SchoolOffice;
let gradeLevel = 0;
let otherGradeLevel = 0;
let agreementId = 0;
let discountId = 0;
let scholarshipId = 0;
let existingGuardian: Row;
let run = 0;

/** A last name no demo student has: counting students by it shows whether anything was saved. */
const uniqueLastName = (): string => `Kayitsiz${Date.now()}${(run += 1)}`;

const wizard = (lastName: string, overrides: Record<string, unknown> = {}) => ({
  student: { name: 'Elif', lastName, gender: 'female', birthDate: '2012-04-02' },
  guardians: [
    { relation: 'mother', name: 'Ayşe', lastName, phone: '+90 555 000 11 22' },
    { guardianId: existingGuardian.id },
  ],
  gradeLevel,
  enrollmentDate: '2026-09-01',
  fees: [
    { feeName: 'Öğrenim ücreti', feeAmount: '18000.00' },
    { feeName: 'Kitap', feeAmount: '2000.00' },
  ],
  discounts: [{ discount: discountId }, { scholarship: scholarshipId }],
  plan: { downPayment: '3000.00', count: 2, firstDate: '2026-09-15' },
  agreement: { agreement: agreementId, signatureDate: '2026-08-30' },
  ...overrides,
});

const studentsNamed = async (lastName: string): Promise<Row[]> =>
  staff.get<Row[]>(`/api/students.json?school=${tenancy.schoolId}&search=${lastName}&pagination=false`);

const refusal = async (response: Response): Promise<Violation[]> => {
  expect(response.status, await response.clone().text()).toBe(422);
  return (await json<{ violations: Violation[] }>(response)).violations;
};

const enroll = (client: FinanceClient, body: unknown, key = crypto.randomUUID()) =>
  client.send('POST', '/api/enrollments/enroll', body, { 'Idempotency-Key': key });

beforeAll(async () => {
  server = await startServer();
  office = await schoolOffice(server);
  ({ tokens, tenancy, staff, staffTr } = office);
  const levels = await staff.get<Row[]>(`/api/grade_levels.json?school=${tenancy.schoolId}&pagination=false`);
  gradeLevel = levels[0]?.id ?? 0;
  const theirs = await json<Row[]>(
    await server.call('/api/grade_levels.json?pagination=false', { token: tokens.school2 }),
  );
  otherGradeLevel = theirs[0]?.id ?? 0;
  const [agreement] = await staff.get<Row[]>(`/api/enrollment_agreements.json?school=${tenancy.schoolId}`);
  agreementId = agreement?.id ?? 0;
  const [discount] = await staff.get<Row[]>(`/api/discounts.json?school=${tenancy.schoolId}&autoApply=false`);
  discountId = discount?.id ?? 0;
  const [scholarship] = await staff.get<Row[]>(`/api/scholarship_definitions.json?school=${tenancy.schoolId}`);
  scholarshipId = scholarship?.id ?? 0;
  const [guardian] = await staff.get<Row[]>(`/api/guardians.json?studentId=${tenancy.childId}`);
  if (!guardian || !agreementId || !discountId || !scholarshipId)
    throw new Error('the demo lacks what the wizard offers');
  existingGuardian = guardian;
});
afterAll(() => server.close());

describe('enrolling a new student in one command', () => {
  it('saves the student, both guardians, fees, discount, scholarship, plan and agreement together', async () => {
    const lastName = uniqueLastName();
    const response = await enroll(staff, wizard(lastName));
    expect(response.status, await response.clone().text()).toBe(201);
    const done = await json<Enrolled>(response);
    const [student] = await studentsNamed(lastName);
    expect(student?.id).toBe(done.studentId);
    const family = await staff.get<Row[]>(`/api/guardians.json?studentId=${done.studentId}`);
    expect(family.map((row) => row.name).sort()).toEqual(['Ayşe', existingGuardian.name].sort());
    // The existing guardian comes with their parent account: the parent now sees the new child too.
    expect(family.find((row) => row.name === existingGuardian.name)?.user).toBe(existingGuardian.user);
    // Fees 20000, sibling discount 10 % (2000), merit scholarship 25 % (5000): 13000 to plan.
    const balance = await staff.get<Record<string, string>>(`/api/students/${done.studentId}/balance`);
    expect(balance).toMatchObject({ fees: '20000.00', discounts: '7000.00', net: '13000.00', remaining: '0.00' });
    expect(done.installments.map((row) => [row.installmentDate, row.amount, row.isDownPayment])).toEqual([
      ['2026-09-15', '3000.00', true],
      ['2026-10-15', '5000.00', false],
      ['2026-11-15', '5000.00', false],
    ]);
    const season = await staff.get<SeasonList>('/api/enrollments/season');
    const row = season.items.find((item) => item.studentId === done.studentId);
    expect(row).toMatchObject({ isReturning: false, agreement: '2026-2027 Kayıt Sözleşmesi' });
    // The trail (read at headquarters) has each part's creation, by the school's user.
    const hq = (await server.login('hq@kampus.test')).token;
    for (const [resource, id] of [
      ['students', done.studentId],
      ['enrollments', done.id],
      ['guardians', done.guardians[0]],
    ] as const) {
      const trail = await json<Row[]>(
        await server.call(`/api/audit_logs.json?resource=${resource}&recordId=${id}`, { token: hq }),
      );
      expect(trail.map((entry) => entry.action)).toContain('create');
    }
  });

  it("prints the agreement's fee, discount, scholarship and installment blocks from the student's records", async () => {
    const lastName = uniqueLastName();
    // The demo agreement prints fees and installments; two more items print the discount and scholarship blocks.
    for (const additionalInfo of ['discountInfo', 'scholarshipInfo']) {
      const item = await staff.send('POST', '/api/enrollment_agreement_items', {
        enrollmentAgreementsId: agreementId,
        itemText: `${additionalInfo}:`,
        additionalInfo,
      });
      expect(item.status).toBe(201);
    }
    const done = await json<Enrolled>(await enroll(staff, wizard(lastName)));
    const response = await staff.send(
      'GET',
      `/api/enrollment_agreements/${agreementId}/pdf?studentId=${done.studentId}`,
    );
    expect(response.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join(' ');
    expect(text).toContain('Öğrenim ücreti');
    expect(text).toContain('Kardeş indirimi');
    expect(text).toContain('Başarı bursu');
    expect(text).toContain('2026-11-15');
  });

  it('names every mistake of the student and guardian steps at once, in the caller’s language, and saves nothing', async () => {
    const lastName = uniqueLastName();
    const body = wizard(lastName, {
      student: { lastName, email: 'not-an-email' },
      guardians: [{ relation: 'uncle', name: 'Ali', lastName }],
    });
    const violations = await refusal(await enroll(staffTr, body));
    expect(violations.map((v) => v.propertyPath).sort()).toEqual(
      ['guardians[0].relation', 'student.email', 'student.name'].sort(),
    );
    expect(violations.find((v) => v.propertyPath === 'student.name')?.message).toBe('boş bırakılamaz');
    expect(await studentsNamed(lastName)).toEqual([]);
  });

  it.each([
    ['no guardian', { guardians: [] }, 'guardians', 'validation.guardian_required'],
    [
      'a fee that is no amount',
      { fees: [{ feeName: 'Kitap', feeAmount: '12,5,0' }] },
      'fees[0].feeAmount',
      'validation.invalid_amount',
    ],
    ['no grade level', { gradeLevel: undefined }, 'gradeLevel', 'validation.required'],
    [
      'an agreement without its signature date',
      { agreement: { agreement: 1 } },
      'agreement.signatureDate',
      'validation.required',
    ],
  ])('refuses %s on its field before anything is written', async (_what, overrides, path, code) => {
    const lastName = uniqueLastName();
    const violations = await refusal(await enroll(staff, wizard(lastName, overrides)));
    expect(violations.find((v) => v.propertyPath === path)?.code).toBe(code);
    expect(await studentsNamed(lastName)).toEqual([]);
  });

  it('a refusal in the free discount, after the student, guardians and fees were written, leaves none of them', async () => {
    const lastName = uniqueLastName();
    const body = wizard(lastName, { discounts: [{ discountType: 'free', discountAmount: '9000.00' }] });
    const violations = await refusal(await enroll(staff, body));
    expect(violations[0]).toMatchObject({
      propertyPath: 'discounts[0].discountAmount',
      code: 'validation.free_discount_limit',
    });
    expect(await studentsNamed(lastName)).toEqual([]);
  });

  it('a refusal in the plan, the last part, leaves no student, guardian, fee or enrolment behind', async () => {
    const lastName = uniqueLastName();
    const guardiansBefore = (await staff.get<Row[]>(`/api/guardians.json?search=${lastName}&pagination=false`)).length;
    const enrolledBefore = (await staff.get<SeasonList>('/api/enrollments/season')).items.length;
    const violations = await refusal(
      await enroll(staffTr, wizard(lastName, { plan: { downPayment: '3000.00', count: 24, firstDate: '2026-09-15' } })),
    );
    expect(violations[0]).toMatchObject({ propertyPath: 'plan.count', code: 'validation.max_installments' });
    expect(violations[0]?.message).toContain('10');
    expect(await studentsNamed(lastName)).toEqual([]);
    expect((await staff.get<Row[]>(`/api/guardians.json?search=${lastName}&pagination=false`)).length).toBe(
      guardiansBefore,
    );
    expect((await staff.get<SeasonList>('/api/enrollments/season')).items.length).toBe(enrolledBefore);
  });

  it('enrols once for one Idempotency-Key sent twice, answering the same enrolment', async () => {
    const lastName = uniqueLastName();
    const key = crypto.randomUUID();
    const first = await enroll(staff, wizard(lastName), key);
    const again = await enroll(staff, wizard(lastName), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect(await studentsNamed(lastName)).toHaveLength(1);
  });

  it("refuses another school's grade level and guardian, and callers of another school or no staff", async () => {
    const lastName = uniqueLastName();
    const foreignLevel = await refusal(await enroll(staff, wizard(lastName, { gradeLevel: otherGradeLevel })));
    expect(foreignLevel.map((v) => v.propertyPath)).toContain('gradeLevel');
    const theirGuardians = await json<Row[]>(await server.call('/api/guardians.json', { token: tokens.school2 }));
    const foreignGuardian = await refusal(
      await enroll(staff, wizard(lastName, { guardians: [{ guardianId: theirGuardians[0]?.id }] })),
    );
    expect(foreignGuardian[0]?.propertyPath).toBe('guardians[0].guardianId');
    expect(await studentsNamed(lastName)).toEqual([]);
    // school2@ naming the high school in its headers: out of reach.
    const outsider = financeClient(server, tokens.school2, tenancy);
    expect((await enroll(outsider, wizard(lastName))).status).toBe(403);
    for (const token of [tokens.parent, tokens.teacher]) {
      const other = financeClient(server, token, tenancy);
      expect((await enroll(other, wizard(lastName))).status).toBe(403);
      expect((await other.send('GET', '/api/enrollments/season')).status).toBe(403);
      expect((await other.send('GET', '/api/enrollments/dashboard')).status).toBe(403);
    }
    expect(await studentsNamed(lastName)).toEqual([]);
  });
});

describe("re-enrolling last season's students", () => {
  it('lists them with their guardians, re-enrols the picked ones as returning, once, and refuses the wrong ones', async () => {
    const before = await staff.get<Previous>('/api/enrollments/previous_season');
    expect(before.season?.title).toBe('2025-2026');
    const picked = before.students.slice(0, 2).map((student) => student.id);
    expect(picked).toHaveLength(2);
    const key = crypto.randomUUID();
    const body = {
      studentIds: picked,
      enrollmentDate: '2026-09-01',
      fees: [{ feeName: 'Öğrenim ücreti', feeAmount: '15000.00' }],
      promote: true,
    };
    // Each moves up one grade level (the next active level by order after theirs).
    const levels = await staff.get<{ id: number; levelOrder: number; active: boolean }[]>(
      '/api/grade_levels.json?pagination=false&active=true',
    );
    const levelOf = async (id: number) =>
      (await staff.get<{ gradeLevel: string | null }>(`/api/students/${id}`)).gradeLevel;
    const nextOf = (iri: string | null) => {
      const own = levels.find((level) => `/api/grade_levels/${level.id}` === iri);
      const higher = levels.filter((level) => own && level.levelOrder > own.levelOrder);
      higher.sort((x, y) => x.levelOrder - y.levelOrder || x.id - y.id);
      return higher[0] ? `/api/grade_levels/${higher[0].id}` : iri;
    };
    const held = await Promise.all(picked.map(levelOf));
    const expected = held.map(nextOf);
    expect(expected).not.toEqual(held);
    const response = await staff.send('POST', '/api/enrollments/reenroll', body, { 'Idempotency-Key': key });
    expect(response.status, await response.clone().text()).toBe(201);
    const replay = await staff.send('POST', '/api/enrollments/reenroll', body, { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const after = await staff.get<Previous>('/api/enrollments/previous_season');
    expect(after.students.map((student) => student.id)).not.toContain(picked[0]);
    expect(after.students).toHaveLength(before.students.length - 2);
    const season = await staff.get<SeasonList>('/api/enrollments/season');
    expect(season.items.filter((item) => picked.includes(item.studentId)).map((item) => item.isReturning)).toEqual([
      true,
      true,
    ]);
    expect(await Promise.all(picked.map(levelOf))).toEqual(expected);
    const fees = await staff.get<Row[]>(`/api/student_fees.json?studentId=${picked[0]}`);
    expect(fees.map((fee) => fee.feeAmount)).toContain('15000.00');
    // A student with no enrolment row last season is offered too (issue 27: all of 11-A was missing).
    const unenrolled = await json<Row>(
      await staff.send('POST', '/api/students', {
        name: 'Yeni',
        lastName: uniqueLastName(),
        school: `/api/schools/${tenancy.schoolId}`,
      }),
    );
    const offered = await staff.get<Previous>('/api/enrollments/previous_season');
    expect(offered.students.map((student) => student.id)).toContain(unenrolled.id);
    // Already enrolled, and a student who has left (inactive): each named.
    const gone = await json<Row>(
      await staff.send('POST', '/api/students', {
        name: 'Giden',
        lastName: uniqueLastName(),
        school: `/api/schools/${tenancy.schoolId}`,
        isActive: false,
      }),
    );
    const wrong = await refusal(
      await staff.send('POST', '/api/enrollments/reenroll', { ...body, studentIds: [picked[0], gone.id] }),
    );
    expect(wrong.map((v) => [v.propertyPath, v.code])).toEqual([
      ['studentIds[0]', 'validation.already_enrolled'],
      ['studentIds[1]', 'validation.invalid_reference'],
    ]);
  });

  it("re-enrolling into next season moves the enrolment up, not the running season's student record", async () => {
    const next = financeClient(server, tokens.staff, {
      schoolId: tenancy.schoolId,
      seasonId: (await openNextSeason(office)).id,
    });
    const offered = await next.get<Previous>('/api/enrollments/previous_season');
    const [student] = offered.students;
    if (!student) throw new Error('nobody to re-enrol into next season');
    const record = async () =>
      (await staff.get<{ gradeLevel: string | null }>(`/api/students/${student.id}`)).gradeLevel;
    const held = await record();
    const response = await next.send(
      'POST',
      '/api/enrollments/reenroll',
      { studentIds: [student.id], enrollmentDate: '2027-09-01', fees: [], promote: true },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await record()).toBe(held);
    // The enrolment row of next season holds the grade level it moves to.
    const rows = await next.get<Row[]>(`/api/enrollments.json?studentId=${student.id}`);
    expect(rows).toHaveLength(1);
  });
});

describe('the enrolment dashboard', () => {
  it('counts by grade level, new against returning, beside last season, adding up to the list', async () => {
    const board = await staff.get<{
      previousSeason: { title: string } | null;
      rows: { newCount: number; returning: number; total: number; lastSeason: number }[];
      totals: { newCount: number; returning: number; total: number; lastSeason: number };
    }>('/api/enrollments/dashboard');
    const season = await staff.get<SeasonList>('/api/enrollments/season');
    expect(board.previousSeason?.title).toBe('2025-2026');
    expect(board.totals.total).toBe(season.items.length);
    expect(board.totals.returning).toBe(season.items.filter((item) => item.isReturning).length);
    for (const row of board.rows) expect(row.newCount + row.returning).toBe(row.total);
    expect(board.totals.lastSeason).toBe(board.rows.reduce((sum, row) => sum + row.lastSeason, 0));
    expect(board.totals.lastSeason).toBeGreaterThan(0);
  });
});

describe('the installment plan answer', () => {
  it('names the student it planned for', async () => {
    const lastName = uniqueLastName();
    const done = await json<Enrolled>(await enroll(staff, wizard(lastName, { plan: null, discounts: [] })));
    const response = await staff.send('POST', '/api/installments/plan', {
      studentId: done.studentId,
      total: '20000.00',
      downPayment: '2000.00',
      count: 2,
      firstDate: '2026-09-15',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await json<{ studentId: number }>(response)).toMatchObject({ studentId: done.studentId });
  });
});
