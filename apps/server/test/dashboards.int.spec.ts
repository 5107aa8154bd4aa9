/**
 * The dashboards' figures and the reports hub (issue 15 items 2 and 8, issue 13's finance
 * dashboard): every figure equals what the caller's own lists of the same school hold, a school
 * outside the caller's reach is refused, teachers see only their classes, and parents and
 * students are refused every dashboard and report.
 */
import { addMoney, subtractMoney, sumMoney } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Row = Record<string, unknown> & { id: number };
interface Finance {
  today: string;
  cashToday: string;
  collectedThisMonth: string;
  dueThisMonth: string;
  overdueTotal: string;
  overdue: {
    installmentId: number;
    studentId: number;
    amount: string;
    phone: string | null;
    installmentDate: string;
  }[];
  byGradeLevel: { gradeLevel: string | null; dueThisMonth: string; collectedThisMonth: string; overdue: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
let high = 0;
let middle = 0;

const get = async (who: string, path: string, schoolId: number) =>
  server.call(path, { token: tokens[who], headers: { schoolId: String(schoolId) } });

const read = async <T>(who: string, path: string, schoolId: number): Promise<T> => {
  const response = await get(who, path, schoolId);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};

const all = (who: string, resource: string, schoolId: number, query = '') =>
  read<Row[]>(who, `/api/${resource}.json?pagination=false${query}`, schoolId);

const finance = (who: string, schoolId: number) => read<Finance>(who, `/en/stats/${schoolId}/finance`, schoolId);

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'school', 'school2', 'teacher', 'parent', 'student']) {
    tokens[name] = (await server.login(`${name}@kampus.test`)).token;
  }
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: tokens.admin }),
  );
  high = schools.find((row) => row.title === 'Demo High School')?.id ?? 0;
  middle = schools.find((row) => row.title === 'Demo Middle School')?.id ?? 0;
});
afterAll(() => server.close());

describe('basic stats', () => {
  it('counts the users, active students, today’s cash and enrolments of the school, as its lists hold them', async () => {
    const { today } = await finance('school', high);
    const stats = await read<Record<string, unknown>>('school', `/en/stats/${high}/basic`, high);
    const [users, students, payments] = await Promise.all([
      all('school', 'users', high),
      all('school', 'students', high),
      all('school', 'student_payments', high),
    ]);
    const active = await all('school', 'students', high, '&isActive=true');
    expect(stats).toEqual({
      numberOfUsers: users.length,
      numberOfStudents: active.length,
      dailyCash: sumMoney(payments.filter((row) => row.paymentDate === today).map((row) => String(row.paymentAmount))),
      dailyEnrollments: students.filter((row) => row.enrollmentDate === today).length,
    });
    expect(stats.numberOfStudents).toBeGreaterThan(0);
  });

  it('adds a payment taken today to the daily cash, to the cent', async () => {
    const before = await read<{ dailyCash: string }>('school', `/en/stats/${high}/basic`, high);
    const { today } = await finance('school', high);
    const unpaid = await all('school', 'installments', high, '&isDonePayment=false');
    const installment = unpaid[0];
    expect(installment).toBeDefined();
    // What it still waits for: the demo's refund reopened part of one (issue 26).
    const open = subtractMoney(String(installment?.amount), String(installment?.paidAmount ?? '0.00'));
    const paid = await server.call('/api/student_payments', {
      method: 'POST',
      token: tokens.school,
      headers: { schoolId: String(high), 'idempotency-key': 'dashboards-daily-cash' },
      json: {
        season: installment?.season,
        studentId: installment?.studentId,
        paymentAmount: open,
        paymentDate: today,
        installments: [installment?.id],
      },
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const after = await read<{ dailyCash: string }>('school', `/en/stats/${high}/basic`, high);
    expect(after.dailyCash).toBe(addMoney(before.dailyCash, open));
  });

  it('refuses a school outside the caller’s reach (it does not exist for them), and parents, students and teachers', async () => {
    expect((await get('school2', `/en/stats/${high}/basic`, middle)).status).toBe(404);
    expect((await get('school2', `/en/stats/${high}/finance`, middle)).status).toBe(404);
    expect((await get('school2', `/en/stats/${high}/daily-cash/week`, middle)).status).toBe(404);
    expect((await get('school2', `/en/stats/${high}/academic`, middle)).status).toBe(404);
    for (const who of ['parent', 'student', 'teacher']) {
      expect((await get(who, `/en/stats/${high}/basic`, high)).status).toBe(403);
      expect((await get(who, `/en/stats/${high}/finance`, high)).status).toBe(403);
      expect((await get(who, `/en/stats/usage`, high)).status).toBe(403);
    }
    for (const who of ['parent', 'student']) {
      expect((await get(who, `/en/stats/${high}/academic`, high)).status).toBe(403);
    }
  });

  it('gives each school admin only their own school’s figures', async () => {
    const own = await read<{ numberOfStudents: number }>('school2', `/en/stats/${middle}/basic`, middle);
    const students = await all('school2', 'students', middle);
    expect(own.numberOfStudents).toBe((await all('school2', 'students', middle, '&isActive=true')).length);
    const highStudents = await all('school', 'students', high);
    const middleIds = new Set(students.map((row) => row.id));
    expect(highStudents.some((row) => middleIds.has(row.id))).toBe(false);
  });
});

describe('charts over time', () => {
  it('sums the week’s collections per day, the quiet days included, equal to the payments of those days', async () => {
    const { today } = await finance('school', high);
    const { dailyCash } = await read<{ dailyCash: { date: string; amount: string; count: number }[] }>(
      'school',
      `/en/stats/${high}/daily-cash/week`,
      high,
    );
    expect(dailyCash).toHaveLength(7);
    expect(dailyCash.at(-1)?.date).toBe(today);
    const days = new Set(dailyCash.map((bar) => bar.date));
    const payments = (await all('school', 'student_payments', high)).filter((row) => days.has(String(row.paymentDate)));
    expect(sumMoney(dailyCash.map((bar) => bar.amount))).toBe(
      sumMoney(payments.map((row) => String(row.paymentAmount))),
    );
    expect(dailyCash.reduce((total, bar) => total + bar.count, 0)).toBe(payments.length);
    expect((await get('school', `/en/stats/${high}/daily-cash/decade`, high)).status).toBe(404);
  });

  it('sums the year’s collections per month and the cash report per day and account, as the payments list adds up', async () => {
    // The figures the database sums now, against the payments list grouped here as the server once did.
    const { dailyCash } = await read<{ dailyCash: { date: string; amount: string; count: number }[] }>(
      'school',
      `/en/stats/${high}/daily-cash/year`,
      high,
    );
    expect(dailyCash).toHaveLength(12);
    const payments = (await all('school', 'student_payments', high)).sort((a, b) =>
      String(a.paymentDate) === String(b.paymentDate)
        ? a.id - b.id
        : String(a.paymentDate) < String(b.paymentDate)
          ? -1
          : 1,
    );
    expect(payments.length).toBeGreaterThan(0);
    const from = `${dailyCash[0]?.date ?? ''}-01`;
    const { today } = await finance('school', high);
    const inYear = payments.filter((row) => String(row.paymentDate) >= from && String(row.paymentDate) <= today);
    expect(dailyCash).toEqual(
      dailyCash.map((bar) => {
        const of = inYear.filter((row) => String(row.paymentDate).startsWith(bar.date));
        return { date: bar.date, amount: sumMoney(of.map((row) => String(row.paymentAmount))), count: of.length };
      }),
    );

    const report = await read<{
      rows: { day: string; bankId: number | null; total: string; count: number }[];
      total: string;
    }>('school', '/api/finance/cash_report', high);
    const groups = new Map<string, { day: string; bankId: number | null; total: string; count: number }>();
    for (const row of payments) {
      const key = `${String(row.paymentDate)}|${String(row.bankId ?? '')}`;
      const group = groups.get(key) ?? {
        day: String(row.paymentDate),
        bankId: (row.bankId as number | null) ?? null,
        total: '0.00',
        count: 0,
      };
      groups.set(key, { ...group, total: addMoney(group.total, String(row.paymentAmount)), count: group.count + 1 });
    }
    expect(report.rows).toEqual([...groups.values()]);
    expect(report.total).toBe(sumMoney(payments.map((row) => String(row.paymentAmount))));
  });

  it('counts a year’s enrolments per month, equal to the students’ enrolment dates', async () => {
    const { stats } = await read<{ stats: { date: string; count: number }[] }>(
      'school',
      `/en/stats/${high}/enrollments/year`,
      high,
    );
    expect(stats).toHaveLength(12);
    const months = new Set(stats.map((bar) => bar.date));
    const students = await all('school', 'students', high);
    const enrolled = students.filter((row) => months.has(String(row.enrollmentDate ?? '').slice(0, 7)));
    expect(stats.reduce((total, bar) => total + bar.count, 0)).toBe(enrolled.length);
  });

  it('counts page views of the caller’s schools only', async () => {
    const usage = async (who: string, schoolId: number) =>
      (
        await read<{ usageStats: { date: string; logins: number; pageViews: number }[] }>(
          who,
          '/en/stats/usage',
          schoolId,
        )
      ).usageStats;
    const [highBefore, middleBefore] = [await usage('school', high), await usage('school2', middle)];
    for (const path of ['/school/dashboard', '/reports', '/finance/dashboard']) {
      const sent = await server.call('/en/page-views', {
        method: 'POST',
        token: tokens.school,
        headers: { schoolId: String(high) },
        json: { path },
      });
      expect(sent.status).toBeLessThan(300);
    }
    const [highAfter, middleAfter] = [await usage('school', high), await usage('school2', middle)];
    expect(highAfter).toHaveLength(14);
    expect((highAfter.at(-1)?.pageViews ?? 0) - (highBefore.at(-1)?.pageViews ?? 0)).toBe(3);
    expect(middleAfter.at(-1)?.pageViews).toBe(middleBefore.at(-1)?.pageViews);
    // The school admin signed in at the start of this file: today has at least that sign-in.
    expect(highAfter.at(-1)?.logins).toBeGreaterThan(0);
  });
});

describe('the finance dashboard', () => {
  it('adds up exactly to the school’s payments and installments, overall and by grade level', async () => {
    const figures = await finance('school', high);
    const month = figures.today.slice(0, 7);
    const [payments, installments] = await Promise.all([
      all('school', 'student_payments', high),
      all('school', 'installments', high),
    ]);
    const inMonth = payments.filter(
      (row) => String(row.paymentDate).startsWith(month) && String(row.paymentDate) <= figures.today,
    );
    expect(figures.collectedThisMonth).toBe(sumMoney(inMonth.map((row) => String(row.paymentAmount))));
    expect(figures.dueThisMonth).toBe(
      sumMoney(
        installments.filter((row) => String(row.installmentDate).startsWith(month)).map((row) => String(row.amount)),
      ),
    );
    const overdue = installments.filter(
      (row) => row.isDonePayment === false && String(row.installmentDate) < figures.today,
    );
    expect(figures.overdue.map((row) => row.installmentId).sort()).toEqual(overdue.map((row) => row.id).sort());
    expect(figures.overdueTotal).toBe(sumMoney(overdue.map((row) => String(row.amount))));
    const byGrade = figures.byGradeLevel;
    expect(sumMoney(byGrade.map((row) => row.collectedThisMonth))).toBe(figures.collectedThisMonth);
    expect(sumMoney(byGrade.map((row) => row.dueThisMonth))).toBe(figures.dueThisMonth);
    expect(sumMoney(byGrade.map((row) => row.overdue))).toBe(figures.overdueTotal);
  });

  it('names an overdue student’s guardian phone from the guardians the school holds', async () => {
    const figures = await finance('school', high);
    const guardians = await all('school', 'guardians', high);
    for (const row of figures.overdue) {
      const phones = guardians.filter((g) => g.studentId === row.studentId && g.phone).map((g) => g.phone);
      expect(row.phone === null ? phones.length === 0 : phones.includes(row.phone)).toBe(true);
    }
  });
});

describe('the academic dashboard', () => {
  it('gives staff every class of the school and a teacher only their own', async () => {
    type Academic = { attendance: { classId: number; records: number; present: number; rate: number | null }[] };
    const staff = await read<Academic>('school', `/en/stats/${high}/academic`, high);
    const teacher = await read<Academic>('teacher', `/en/stats/${high}/academic`, high);
    const teacherClasses = await all('teacher', 'classes', high);
    expect(teacher.attendance.map((row) => row.classId).sort()).toEqual(teacherClasses.map((row) => row.id).sort());
    expect(staff.attendance.length).toBeGreaterThanOrEqual(teacher.attendance.length);
    for (const row of staff.attendance) {
      expect(row.present).toBeLessThanOrEqual(row.records);
      expect(row.rate).toBe(row.records === 0 ? null : Math.round((row.present * 1000) / row.records) / 10);
    }
  });
});

describe('the reports hub', () => {
  it('lists the receipts of the school and exports them as CSV in the caller’s language and as Excel', async () => {
    const table = await read<{ columns: string[]; kinds: string[]; rows: string[][]; total: number }>(
      'school',
      '/api/reports/receipts/table',
      high,
    );
    const receipts = await all('school', 'receipts', high);
    expect(table.total).toBe(receipts.length);
    expect(table.columns).toContain('fields.receiptAmount');
    expect(table.kinds[table.columns.indexOf('fields.receiptAmount')]).toBe('money');

    const csv = await server.call('/api/reports/receipts/export?format=csv', {
      token: tokens.school,
      headers: { schoolId: String(high), 'accept-language': 'tr' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('receipts.csv');
    const lines = (await csv.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(receipts.length + 1);
    expect(lines[0]).not.toContain('fields.');

    const xlsx = await get('school', '/api/reports/receipts/export?format=xlsx', high);
    expect(xlsx.status).toBe(200);
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });

  it('filters a report by dates and text', async () => {
    const full = await read<{ rows: string[][] }>('school', '/api/reports/cash/table', high);
    const first = full.rows.at(-1)?.[0];
    expect(first).toBeDefined();
    const day = await read<{ rows: string[][] }>('school', `/api/reports/cash/table?from=${first}&to=${first}`, high);
    expect(day.rows.length).toBeGreaterThan(0);
    expect(day.rows).toAllSatisfy((row) => row[0] === first);
    const none = await read<{ total: number }>(
      'school',
      '/api/reports/receipts/table?q=no-such-student-anywhere',
      high,
    );
    expect(none.total).toBe(0);
  });

  it('keeps each school’s rows to itself and refuses what the caller may not list', async () => {
    const mine = await read<{ rows: string[][] }>('school2', '/api/reports/receipts/table', middle);
    const theirs = await all('school', 'receipts', high);
    const numbers = new Set(theirs.map((row) => String(row.receiptNumber)));
    expect(mine.rows.some((row) => numbers.has(row[0] ?? ''))).toBe(false);
    expect((await get('school2', '/api/reports/receipts/table', high)).status).toBe(403);
    // The audit trail is headquarters' only, as its resource says.
    expect((await get('school', '/api/reports/audit-trail/table', high)).status).toBe(403);
    expect((await get('admin', '/api/reports/audit-trail/table', high)).status).toBe(200);
    for (const who of ['parent', 'student', 'teacher']) {
      expect((await get(who, '/api/reports/attendance/table', high)).status).toBe(403);
      expect((await get(who, '/api/reports/cash/export?format=csv', high)).status).toBe(403);
    }
  });
});
