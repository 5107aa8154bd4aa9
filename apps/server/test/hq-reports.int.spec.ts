/**
 * The reports headquarters use (issue 27 part 5): the group's reports against hand-made data
 * (exact sums, the ageing buckets' bounds), the School column and the school filter, tenancy
 * (a school user never sees another school's rows, a campus user only its schools) and typed
 * Excel cells read back with the library that wrote them.
 */
import { sumMoney, wallClock } from '@kampus/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Table {
  columns: string[];
  kinds: string[];
  rows: string[][];
  total: number;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const schoolIds: Record<string, number> = {};
let hq = 0;
let high = 0;
let middle = 0;
let student = 0;
let today = '';

const get = (who: string, path: string, schoolId: number) =>
  server.call(path, { token: tokens[who], headers: { schoolId: String(schoolId) } });

const table = async (who: string, path: string, schoolId: number): Promise<Table> => {
  const response = await get(who, path, schoolId);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return json<Table>(response);
};

/** The day `days` before the school's today. */
const daysBefore = (days: number): string => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

const column = (data: Table, key: string) => data.columns.indexOf(key);

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'hq', 'campus', 'school', 'school2']) {
    tokens[name] = (await server.login(`${name}@kampus.test`)).token;
  }
  const schools = await json<{ id: number; title: string; type: string }[]>(
    await server.call('/api/schools.json', { token: tokens.admin }),
  );
  for (const row of schools) schoolIds[row.title] = row.id;
  hq = schools.find((row) => row.type === 'headquarters')?.id ?? 0;
  high = schoolIds['Demo High School'] ?? 0;
  middle = schoolIds['Demo Middle School'] ?? 0;
  today = (await json<{ today: string }>(await get('school', `/en/stats/${high}/finance`, high))).today;
  // A student of the high school with a hand-made plan: one installment per ageing bound.
  const [season] = await server.sql(`select season_id from installments where school_id = ${high} limit 1`);
  const [made] = await server.sql(
    `insert into students (school_id, name, last_name, is_active) values (${high}, 'Ageing', 'Zzcase', true) returning id`,
  );
  student = Number(made?.id);
  const plan: [number, string, string, boolean][] = [
    [0, '100.10', '0.00', false], // due today: not yet due
    [-5, '0.05', '0.00', false], // in five days: not yet due
    [1, '200.20', '0.00', false],
    [30, '300.30', '0.00', false],
    [31, '400.40', '0.00', false],
    [60, '500.00', '120.35', false], // part paid: 379.65 still owed
    [61, '600.60', '0.00', false],
    [90, '700.70', '0.00', false],
    [91, '800.80', '0.00', false],
    [200, '900.90', '900.90', true], // paid: owes nothing
  ];
  for (const [days, amount, paid, done] of plan) {
    const date = daysBefore(days);
    await server.sql(
      `insert into installments (school_id, season_id, student_id, installment_date, amount, paid_amount, is_done_payment)
       values (${high}, ${String(season?.season_id)}, ${student}, '${date}', ${amount}, ${paid}, ${done})`,
    );
  }
}, 600_000);
afterAll(() => server.close());

describe('outstanding balances with ageing', () => {
  it('splits what each student owes by days past due, bounds included, to the cent', async () => {
    const data = await table('hq', `/api/reports/outstanding/table?school=${high}`, hq);
    expect(data.columns).toEqual([
      'fields.school',
      'fields.student',
      'reports.not_due',
      'reports.overdue_1_30',
      'reports.overdue_31_60',
      'reports.overdue_61_90',
      'reports.overdue_90_plus',
      'reports.outstanding',
    ]);
    expect(data.kinds.slice(2)).toEqual(['money', 'money', 'money', 'money', 'money', 'money']);
    const row = data.rows.find((cells) => cells[1] === 'Ageing Zzcase');
    expect(row).toEqual([
      'Demo High School',
      'Ageing Zzcase',
      '100.15',
      '500.50',
      '780.05',
      '1301.30',
      '800.80',
      '3482.80',
    ]);
    expect(data.rows).toAllSatisfy((cells) => cells[0] === 'Demo High School');
  });

  it('exports typed Excel cells: amounts as numbers in the currency format that SUM adds up', async () => {
    const response = await get('hq', `/api/reports/outstanding/export?format=xlsx&school=${high}&q=Zzcase`, hq);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('School');
    const row = sheet?.getRow(2);
    expect(row?.getCell(2).value).toBe('Ageing Zzcase');
    const amounts = [3, 4, 5, 6, 7].map((index) => row?.getCell(index).value);
    expect(amounts).toEqual([100.15, 500.5, 780.05, 1301.3, 800.8]);
    expect(row?.getCell(8).value).toBe(3482.8);
    expect(row?.getCell(8).numFmt).toContain('₺');
    // What SUM over the buckets gives: the total, to the cent.
    const sum = amounts.reduce<number>((total, value) => total + Number(value), 0);
    expect(Math.round(sum * 100)).toBe(348280);
  });

  it('exports receipts with their dates as dates and their numbers as numbers', async () => {
    const response = await get('school', '/api/reports/receipts/export?format=xlsx', high);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const row = workbook.worksheets[0]?.getRow(2);
    expect(typeof row?.getCell(1).value).toBe('number');
    expect(row?.getCell(2).value).toBeInstanceOf(Date);
    expect(row?.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(typeof row?.getCell(4).value).toBe('number');
  });
});

describe('the School column and the school filter', () => {
  it('gives headquarters a School column on every cross-school list, and narrows it to one school', async () => {
    for (const report of ['cash', 'receipts', 'attendance', 'outstanding', 'collections', 'enrolment']) {
      const all = await table('hq', `/api/reports/${report}/table`, hq);
      expect(all.columns[0], report).toBe('fields.school');
      const one = await table('hq', `/api/reports/${report}/table?school=${middle}`, hq);
      // No row of another school (a report may have none for this school at all).
      expect(
        one.rows.filter((row) => row[0] !== 'Demo Middle School'),
        report,
      ).toEqual([]);
      expect(one.total).toBeLessThanOrEqual(all.total);
    }
    const receipts = await table('hq', '/api/reports/receipts/table', hq);
    expect(new Set(receipts.rows.map((row) => row[0])).size).toBeGreaterThan(1);
  });

  it('shows a school user their school only, with no School column, and refuses another school as a filter', async () => {
    const mine = await table('school2', '/api/reports/outstanding/table', middle);
    expect(mine.columns[0]).toBe('fields.student');
    expect(mine.rows.some((row) => row[0] === 'Ageing Zzcase')).toBe(false);
    const refused = await get('school2', `/api/reports/outstanding/table?school=${high}`, middle);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('school');
  });

  it('shows a campus user only the schools of its campus', async () => {
    const campusSchools = await json<{ id: number; title: string }[]>(
      await server.call('/api/schools.json', { token: tokens.campus }),
    );
    const campus = campusSchools.find((row) => row.title.includes('Campus'))?.id ?? campusSchools[0]?.id ?? 0;
    const titles = new Set(campusSchools.map((row) => row.title));
    const data = await table('campus', '/api/reports/school-comparison/table', campus);
    expect(data.rows.length).toBeGreaterThan(0);
    expect(data.rows).toAllSatisfy((row) => titles.has(row[0] ?? ''));
    const outside = Object.values(schoolIds).find((id) => !campusSchools.some((row) => row.id === id)) ?? 0;
    if (outside)
      expect((await get('campus', `/api/reports/receipts/table?school=${outside}`, campus)).status).toBe(422);
  });
});

describe('the group’s reports', () => {
  it('counts active students by school and grade level, grade levels in their order', async () => {
    const data = await table('hq', `/api/reports/enrolment/table?school=${high}`, hq);
    const students = await json<{ gradeLevel: number | null; isActive: boolean }[]>(
      await get('school', '/api/students.json?pagination=false&isActive=true', high),
    );
    const counted = data.rows.reduce((total, row) => total + Number(row[2]), 0);
    expect(counted).toBe(students.length);
    const levels = await json<{ title: string; levelOrder: number }[]>(
      await get('school', '/api/grade_levels.json?pagination=false', high),
    );
    const order = new Map(levels.map((row) => [row.title, row.levelOrder]));
    const shown = data.rows.map((row) => order.get(row[1] ?? '') ?? Number.MAX_SAFE_INTEGER);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    // Two levels of one order read as people count them: "Level 9" before "Level 10".
    for (const title of ['Level 10', 'Level 9']) {
      const [level] = await server.sql(
        `insert into grade_levels (school_id, title, level_order) values (${middle}, '${title}', 90) returning id`,
      );
      await server.sql(
        `insert into students (school_id, name, last_name, is_active, grade_level_id) values (${middle}, 'In', '${title}', true, ${String(level?.id)})`,
      );
    }
    const middleRows = await table('hq', `/api/reports/enrolment/table?school=${middle}`, hq);
    const titles = middleRows.rows.map((row) => row[1]);
    expect(titles.indexOf('Level 9')).toBeGreaterThan(-1);
    expect(titles.indexOf('Level 9')).toBe(titles.indexOf('Level 10') - 1);
  });

  it('sums collections by method and cashier as the payments list adds up', async () => {
    const data = await table('school', '/api/reports/collections/table', high);
    const payments = await json<{ paymentAmount: string; paymentType: string }[]>(
      await get('school', '/api/student_payments.json?pagination=false', high),
    );
    const index = column(data, 'reports.collected');
    expect(sumMoney(data.rows.map((row) => row[index] ?? '0'))).toBe(
      sumMoney(payments.map((row) => String(row.paymentAmount))),
    );
    expect(data.rows.reduce((total, row) => total + Number(row[column(data, 'reports.payments')]), 0)).toBe(
      payments.length,
    );
    expect(data.rows).toAllSatisfy((row) => row[0] !== 'cash');
  });

  it('summarises absences per student with their rate', async () => {
    const [type] = await server.sql(`select id from attendance_types order by id limit 1`);
    const [season] = await server.sql(`select season_id from installments where school_id = ${high} limit 1`);
    for (const [day, absent] of [
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ] as const) {
      await server.sql(
        `insert into attendances (school_id, season_id, attendance_date, student_id, attendance_type_id)
         values (${high}, ${String(season?.season_id)}, '${daysBefore(day)}', ${student}, ${absent ? String(type?.id) : 'null'})`,
      );
    }
    const data = await table('school', '/api/reports/absences/table?by=student', high);
    expect(data.rows.find((row) => row[0] === 'Ageing Zzcase')).toEqual(['Ageing Zzcase', '4', '1', '25.0']);
    const bySchool = await table('hq', `/api/reports/absences/table?by=school&school=${high}`, hq);
    expect(bySchool.columns).toEqual(['fields.school', 'reports.records', 'reports.absences', 'reports.absence_rate']);
    expect(Number(bySchool.rows[0]?.[1])).toBeGreaterThanOrEqual(4);
  });

  it('compares the schools: students, collection rate, outstanding balance, attendance rate', async () => {
    const data = await table('hq', '/api/reports/school-comparison/table', hq);
    const row = data.rows.find((cells) => cells[0] === 'Demo High School');
    const outstanding = await table('hq', `/api/reports/outstanding/table?school=${high}`, hq);
    const owed = sumMoney(outstanding.rows.map((cells) => cells[7] ?? '0'));
    expect(row?.[column(data, 'reports.outstanding')]).toBe(owed);
    const enrolment = await table('hq', `/api/reports/enrolment/table?school=${high}`, hq);
    expect(Number(row?.[1])).toBe(enrolment.rows.reduce((total, cells) => total + Number(cells[2]), 0));
    const rate = Number(row?.[column(data, 'reports.collection_rate')]);
    expect(rate).toBeGreaterThanOrEqual(0);
    expect(rate).toBeLessThanOrEqual(100);
    expect(data.rows.some((cells) => cells[0] === 'Demo Education Group')).toBe(false);
  });

  it('words the audit trail: the resource’s and action’s labels, the user’s name, the school’s hours', async () => {
    const changed = await server.call(`/api/students/${student}`, {
      method: 'PATCH',
      token: tokens.school,
      headers: { schoolId: String(high), 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ phone: '+90 555 000 11 22' }),
    });
    expect(changed.status).toBe(200);
    const [stored] = await server.sql(
      `select to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS') as at from audit_logs where resource = 'students' and record_id = ${student} order by id desc limit 1`,
    );
    const clock = wallClock('Europe/Istanbul', new Date(`${String(stored?.at)}Z`));
    const trail = await table('hq', `/api/reports/audit-trail/table?school=${high}`, hq);
    // The record by its name, not its id.
    const row = trail.rows.find((cells) => cells[5] === 'Ageing Zzcase');
    expect(row?.slice(0, 2)).toEqual(['Demo High School', `${clock.date} ${clock.time}`]);
    expect(row?.[3]).toBe('Students');
    expect(row?.[4]).toBe('Changed');
    expect(row?.[2]).toMatch(/^\S+ \S+/);
    expect(row?.[2]).not.toContain('@');
  });
});
