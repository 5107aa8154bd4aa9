/**
 * Admission to first sign-in (issue 27, part 3): the enrolment command places the student in a
 * class for the whole season, numbers them by the school's pattern, makes each guardian offered
 * one a parent account and invites them in their language naming the school (after the commit);
 * the invited parent sets a password from the mail and sees the child. A sibling joins the
 * family through a searched guardian, and the school's sibling discount is suggested. Refusals
 * name their field; another school's class or guardian is refused with nothing saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, linkSecret } from './accounts-mail.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';

interface Violation {
  propertyPath: string;
  message: string;
}
interface Enrolled {
  id: number;
  studentId: number;
  studentNumber: string | null;
  classId: number | null;
  guardians: number[];
  invited: number[];
}
interface Found {
  items: {
    guardianId: number;
    name: string;
    lastName: string;
    email: string | null;
    hasAccount: boolean;
    children: { id: number; name: string; lastName: string }[];
  }[];
  siblingDiscount: { id: number; discountName: string; discountPercentage: string | null } | null;
}

let server: TestServer;
let staff: FinanceClient;
let staffTr: FinanceClient;
let admin = '';
let school2 = '';
let schoolTitle = '';
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
let klass: { id: number; gradeLevel: number };
let otherGradeLevel = 0;
let terms: number[] = [];
let run = 0;

const idOf = (value: unknown): number => Number(String(value).split('/').pop());
const unique = (): string => `Kabul${Date.now()}${(run += 1)}`;

const enroll = (client: FinanceClient, body: unknown) =>
  client.send('POST', '/api/enrollments/enroll', body, { 'Idempotency-Key': crypto.randomUUID() });

const body = (lastName: string, guardians: Record<string, unknown>[], more: Record<string, unknown> = {}) => ({
  student: { name: 'Deniz', lastName, gender: 'male' },
  guardians,
  gradeLevel: klass.gradeLevel,
  classId: klass.id,
  enrollmentDate: '2026-09-01',
  ...more,
});

const refusal = async (response: Response): Promise<Violation[]> => {
  expect(response.status, await response.clone().text()).toBe(422);
  return (await json<{ violations: Violation[] }>(response)).violations;
};

const studentsNamed = (lastName: string) =>
  staff.get<Row[]>(`/api/students.json?school=${tenancy.schoolId}&search=${lastName}&pagination=false`);

beforeAll(async () => {
  server = await startServer();
  const [schoolLogin, parentLogin, adminLogin, otherLogin] = await Promise.all(
    ['school@kampus.test', 'parent@kampus.test', 'admin@kampus.test', 'school2@kampus.test'].map((email) =>
      server.login(email),
    ),
  );
  admin = adminLogin?.token ?? '';
  school2 = otherLogin?.token ?? '';
  tenancy = await demoTenancy(server, schoolLogin?.token ?? '', parentLogin?.token ?? '');
  staff = financeClient(server, schoolLogin?.token ?? '', tenancy);
  staffTr = financeClient(server, schoolLogin?.token ?? '', tenancy, 'tr');
  schoolTitle = String((await staff.get<Row>(`/api/schools/${tenancy.schoolId}`)).title);
  const classes = await staff.get<Row[]>(`/api/classes.json?school=${tenancy.schoolId}&pagination=false`);
  const graded = classes.filter((row) => row.gradeLevel);
  const first = graded[0];
  if (!first) throw new Error('the demo has no class with a grade level');
  klass = { id: first.id, gradeLevel: idOf(first.gradeLevel) };
  const levels = await staff.get<Row[]>(`/api/grade_levels.json?school=${tenancy.schoolId}&pagination=false`);
  otherGradeLevel = levels.find((level) => level.id !== klass.gradeLevel)?.id ?? 0;
  const seasonTerms = await staff.get<Row[]>(`/api/grading_terms.json?season=${tenancy.seasonId}&pagination=false`);
  terms = seasonTerms.map((term) => term.id).sort((a, b) => a - b);
  expect(terms.length).toBeGreaterThan(1);
});
afterAll(() => server.close());

describe('admission to the first sign-in', () => {
  it('places the student in the class for every term, numbers them and invites the guardian in Turkish naming the school', async () => {
    const lastName = unique();
    const email = `${lastName.toLowerCase()}@example.org`;
    const response = await enroll(
      staff,
      body(lastName, [{ relation: 'mother', name: 'Ayşe', lastName, email, account: true, language: 'tr' }]),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const done = await json<Enrolled>(response);
    expect(done.studentNumber).toMatch(/^2026\d{4}$/);
    expect(done.classId).toBe(klass.id);
    expect(done.invited).toHaveLength(1);
    const [student] = await studentsNamed(lastName);
    expect(student?.studentNumber).toBe(done.studentNumber);
    // One choice, every grading term of the season: the register of each term lists the student.
    const seats = await staff.get<Row[]>(`/api/class_students.json?student=${done.studentId}&pagination=false`);
    expect(seats.map((seat) => idOf(seat.classId))).toEqual(terms.map(() => klass.id));
    expect(seats.map((seat) => idOf(seat.term)).sort((a, b) => a - b)).toEqual(terms);
    // The guardian record carries the new parent account.
    const [guardian] = await staff.get<Row[]>(`/api/guardians.json?studentId=${done.studentId}`);
    expect(guardian?.user).toBeTruthy();

    const mail = await latestMailTo(server, admin, email);
    expect(mail.subject).toContain(schoolTitle);
    expect(mail.text).toContain('Merhaba Ayşe');
    expect(mail.text).toContain(`${schoolTitle} sizin için bir Kampus hesabı oluşturdu`);
    const secret = linkSecret(mail.text);
    const link = await json<{ userId: string; email: string; kind: string }>(
      await server.call(`/tr/reset-password/${secret}`),
    );
    expect(link).toMatchObject({ email, kind: 'invite' });
    const set = await server.call(`/tr/reset-password/${secret}`, {
      method: 'POST',
      json: { userId: link.userId, email, newPassword: 'Veli!2026x' },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const { token } = await json<{ token: string }>(set);
    // Signed in from the link, the parent sees their child and no one else's.
    const family = await json<Row[]>(await server.call('/api/students.json', { token }));
    expect(family.map((row) => row.id)).toEqual([done.studentId]);
    await server.login(email, 'Veli!2026x');
  });

  it('numbers two enrolments at once differently, one after the other', async () => {
    const [a, b] = await Promise.all([
      enroll(staff, body(unique(), [{ relation: 'father', name: 'Can', lastName: 'Bir' }])),
      enroll(staff, body(unique(), [{ relation: 'father', name: 'Cem', lastName: 'İki' }])),
    ]);
    expect(a?.status).toBe(201);
    expect(b?.status).toBe(201);
    const numbers = [
      (await json<Enrolled>(a as Response)).studentNumber,
      (await json<Enrolled>(b as Response)).studentNumber,
    ]
      .map(Number)
      .sort((x, y) => x - y);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it("follows the school's pattern", async () => {
    const setting = await staff.send('POST', '/api/configurations', {
      school: tenancy.schoolId,
      key: 'studentNumberPattern',
      value: 'K{yy}-{seq:3}',
    });
    expect(setting.status, await setting.clone().text()).toBeLessThan(300);
    const bad = await staff.send('POST', '/api/configurations', {
      school: tenancy.schoolId,
      key: 'studentNumberPattern',
      value: 'K{month}',
    });
    expect(bad.status).toBe(422);
    const first = await json<Enrolled>(
      await enroll(staff, body(unique(), [{ relation: 'mother', name: 'Su', lastName: 'Ak' }])),
    );
    const second = await json<Enrolled>(
      await enroll(staff, body(unique(), [{ relation: 'mother', name: 'Su', lastName: 'Ak' }])),
    );
    expect([first.studentNumber, second.studentNumber]).toEqual(['K26-001', 'K26-002']);
    await staff.send('DELETE', `/api/configurations/${(await json<Row>(setting)).id}`);
  });
});

describe('the review', () => {
  it('previews names, amounts and the schedule as the server prices them, and keeps nothing', async () => {
    const lastName = unique();
    const email = `${lastName.toLowerCase()}@example.org`;
    const found = await staff.get<Found>('/api/enrollments/guardians?search=');
    const response = await staff.send(
      'POST',
      '/api/enrollments/enroll/preview',
      body(lastName, [{ relation: 'mother', name: 'Nur', lastName, email, account: true }], {
        fees: [{ feeName: 'Öğrenim ücreti', feeAmount: '20000.00' }],
        discounts: [{ discount: found.siblingDiscount?.id }],
        plan: { downPayment: '3000.00', count: 3, firstDate: '2026-09-15' },
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const preview = await json<Record<string, unknown>>(response);
    expect(preview).toMatchObject({
      studentNumber: expect.stringMatching(/^2026\d{4}$/),
      fees: [{ feeName: 'Öğrenim ücreti', feeAmount: '20000.00' }],
      discounts: [{ name: 'Kardeş indirimi', isScholarship: false, amount: '2000.00' }],
      feesTotal: '20000.00',
      discountsTotal: '2000.00',
      net: '18000.00',
      invitations: 1,
      installments: [
        { installmentNo: 0, installmentDate: '2026-09-15', amount: '3000.00', isDownPayment: true },
        { installmentNo: 1, installmentDate: '2026-10-15', amount: '5000.00', isDownPayment: false },
        { installmentNo: 2, installmentDate: '2026-11-15', amount: '5000.00', isDownPayment: false },
        { installmentNo: 3, installmentDate: '2026-12-15', amount: '5000.00', isDownPayment: false },
      ],
    });
    expect(await studentsNamed(lastName)).toEqual([]);
    const outbox = await json<{ messages: { to: string }[] }>(await server.call('/en/outbox', { token: admin }));
    expect(outbox.messages.some((message) => message.to === email)).toBe(false);
    // Refused as Save would be, on the same field.
    const refused = await refusal(
      await staff.send(
        'POST',
        '/api/enrollments/enroll/preview',
        body(lastName, [{ relation: 'mother', name: 'Nur', lastName, account: true }]),
      ),
    );
    expect(refused.map((v) => v.propertyPath)).toEqual(['guardians[0].email']);
  });
});

describe('a sibling joins the family', () => {
  it('finds the guardian by search with their child, suggests the sibling discount and links the new child to the account', async () => {
    const lastName = unique();
    const email = `${lastName.toLowerCase()}@example.org`;
    const elder = await json<Enrolled>(
      await enroll(
        staff,
        body(lastName, [
          { relation: 'father', name: 'Mert', lastName, email, phone: '+90 555 123 45 67', account: true },
        ]),
      ),
    );
    // Found by a part of the phone number too; one entry per person, with their children.
    const found = await staff.get<Found>(`/api/enrollments/guardians?search=${encodeURIComponent(`mert ${lastName}`)}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ name: 'Mert', email, hasAccount: true });
    expect(found.items[0]?.children.map((child) => child.id)).toEqual([elder.studentId]);
    expect(found.siblingDiscount).toMatchObject({ discountName: 'Kardeş indirimi', discountPercentage: '0.1000' });
    const byPhone = await staff.get<Found>('/api/enrollments/guardians?search=123%2045%2067');
    expect(byPhone.items.some((item) => item.email === email)).toBe(true);

    const younger = await json<Enrolled>(
      await enroll(
        staff,
        body(lastName, [{ guardianId: found.items[0]?.guardianId, account: true }], {
          discounts: [{ discount: found.siblingDiscount?.id }],
        }),
      ),
    );
    // Already had an account: nobody is invited again, the same account is the new child's guardian.
    expect(younger.invited).toEqual([]);
    const again = await staff.get<Found>(`/api/enrollments/guardians?search=${lastName}`);
    expect(again.items).toHaveLength(1);
    expect(again.items[0]?.children.map((child) => child.id).sort((a, b) => a - b)).toEqual(
      [elder.studentId, younger.studentId].sort((a, b) => a - b),
    );
  });

  it('gives an account to an existing guardian who had none, linked to both children', async () => {
    const lastName = unique();
    const email = `${lastName.toLowerCase()}@example.org`;
    const elder = await json<Enrolled>(
      await enroll(staff, body(lastName, [{ relation: 'mother', name: 'Ela', lastName, email }])),
    );
    expect(elder.invited).toEqual([]);
    const younger = await json<Enrolled>(
      await enroll(staff, body(lastName, [{ guardianId: elder.guardians[0], account: true }])),
    );
    expect(younger.invited).toHaveLength(1);
    const mail = await latestMailTo(server, admin, email);
    const secret = linkSecret(mail.text);
    const link = await json<{ userId: string }>(await server.call(`/en/reset-password/${secret}`));
    const set = await server.call(`/en/reset-password/${secret}`, {
      method: 'POST',
      json: { userId: link.userId, email, newPassword: 'Mother!2026x' },
    });
    const { token } = await json<{ token: string }>(set);
    const family = await json<Row[]>(await server.call('/api/students.json', { token }));
    expect(family.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [elder.studentId, younger.studentId].sort((a, b) => a - b),
    );
  });
});

describe('refusals', () => {
  it('names the class of another grade level and an account without an address, in Turkish, saving nothing', async () => {
    const lastName = unique();
    const violations = await refusal(
      await enroll(
        staffTr,
        body(lastName, [{ relation: 'mother', name: 'Ayşe', lastName, account: true }], {
          gradeLevel: otherGradeLevel,
        }),
      ),
    );
    expect(violations).toContainEqual(
      expect.objectContaining({
        propertyPath: 'guardians[0].email',
        message: 'Hesap için bir e-posta adresi gerekir.',
      }),
    );
    const second = await refusal(
      await enroll(
        staffTr,
        body(lastName, [{ relation: 'mother', name: 'Ayşe', lastName }], { gradeLevel: otherGradeLevel }),
      ),
    );
    expect(second).toContainEqual(
      expect.objectContaining({ propertyPath: 'classId', message: 'Bu sınıf seçilen sınıf düzeyinde değil.' }),
    );
    const language = await refusal(
      await enroll(staff, body(lastName, [{ relation: 'mother', name: 'Ayşe', lastName, language: 'fr' }])),
    );
    expect(language.map((v) => v.propertyPath)).toContain('guardians[0].language');
    expect(await studentsNamed(lastName)).toEqual([]);
  });

  it("refuses another school's class and guardian, saving nothing", async () => {
    const theirClasses = await json<Row[]>(await server.call('/api/classes.json?pagination=false', { token: school2 }));
    const theirGuardians = await json<Row[]>(await server.call('/api/guardians.json', { token: school2 }));
    const theirClass = theirClasses[0];
    const theirGuardian = theirGuardians[0];
    if (!theirClass || !theirGuardian) throw new Error('the other demo school has no class or guardian');
    const lastName = unique();
    const viaClass = await refusal(
      await enroll(staff, body(lastName, [{ relation: 'mother', name: 'Ayşe', lastName }], { classId: theirClass.id })),
    );
    expect(viaClass.map((v) => v.propertyPath)).toEqual(['classId']);
    const viaGuardian = await refusal(
      await enroll(staff, body(lastName, [{ guardianId: theirGuardian.id, account: true }])),
    );
    expect(viaGuardian.map((v) => v.propertyPath)).toEqual(['guardians[0].guardianId']);
    expect(await studentsNamed(lastName)).toEqual([]);
    // Nor does the search show another school's guardians.
    const found = await staff.get<Found>(
      `/api/enrollments/guardians?search=${encodeURIComponent(String(theirGuardian.lastName))}`,
    );
    expect(found.items.map((item) => item.guardianId)).not.toContain(theirGuardian.id);
  });
});
