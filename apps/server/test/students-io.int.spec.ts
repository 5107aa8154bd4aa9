import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/core/csv.ts';
import { ONEROSTER_HEADERS, type OneRosterFile } from '../src/modules/oneroster/oneroster-csv.operation.ts';
import { STUDENT_COLUMNS } from '../src/modules/students-io/student-export.operation.ts';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const who of ['school', 'teacher', 'parent']) tokens[who] = (await server.login(`${who}@kampus.test`)).token;
});
afterAll(() => server.close());

describe('student export', () => {
  it('exports the school’s students with their primary guardian as CSV', async () => {
    const response = await server.call('/api/students/export?format=csv', { token: tokens.school });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual([...STUDENT_COLUMNS]);
    expect(rows).toHaveLength(41);
    const deniz = rows.find((row) => row[1] === 'Deniz');
    expect(deniz?.slice(11, 14)).toEqual(['Pelin', 'Veli', 'mother']);
  });

  it('narrows to a search, and exports Excel with the same rows', async () => {
    const csv = parseCsv(
      await (await server.call('/api/students/export?search=Deniz', { token: tokens.school })).text(),
    );
    expect(csv.slice(1).map((row) => row[1])).toEqual(['Deniz']);
    const response = await server.call('/api/students/export?format=xlsx', { token: tokens.school });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('students');
    expect(sheet?.rowCount).toBe(41);
    expect(sheet?.getRow(1).getCell(1).value).toBe('studentNumber');
  });

  it('is for staff and teachers (their own classes: teacher-reach.int.spec.ts), and refuses a wrong format with 422', async () => {
    expect((await server.call('/api/students/export', { token: tokens.teacher })).status).toBe(200);
    expect((await server.call('/api/oneroster/export', { token: tokens.teacher })).status).toBe(403);
    expect((await server.call('/api/students/export', { token: tokens.parent })).status).toBe(403);
    const bad = await server.call('/api/students/export?format=pdf', { token: tokens.school });
    expect(bad.status).toBe(422);
  });
});

describe('OneRoster 1.2 export', () => {
  it('passes a structural check: headers, required fields, references that resolve', async () => {
    const response = await server.call('/api/oneroster/export', { token: tokens.school });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const manifest = new Map(parseCsv(strFromU8(files['manifest.csv'] as Uint8Array)).slice(1) as [string, string][]);
    expect(manifest.get('oneroster.version')).toBe('1.2');
    const tables = {} as Record<OneRosterFile, Record<string, string>[]>;
    for (const name of Object.keys(ONEROSTER_HEADERS) as OneRosterFile[]) {
      expect(manifest.get(`file.${name}`)).toBe('bulk');
      const [header, ...rows] = parseCsv(strFromU8(files[`${name}.csv`] as Uint8Array));
      expect(header).toEqual([...ONEROSTER_HEADERS[name]]);
      tables[name] = rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index] ?? ''])));
    }
    // Required fields of the 1.2 CSV binding.
    const required: Record<OneRosterFile, string[]> = {
      orgs: ['sourcedId', 'name', 'type'],
      academicSessions: ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
      courses: ['sourcedId', 'title', 'orgSourcedId'],
      classes: ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
      users: ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName'],
      roles: ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
      enrollments: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
      demographics: ['sourcedId'],
      categories: ['sourcedId', 'title'],
      lineItems: [
        'sourcedId',
        'title',
        'assignDate',
        'dueDate',
        'classSourcedId',
        'categorySourcedId',
        'schoolSourcedId',
      ],
      results: ['sourcedId', 'lineItemSourcedId', 'studentSourcedId', 'scoreStatus', 'scoreDate'],
    };
    // The demo has no graded work: its gradebook files are checked with rows in oneroster-gradebook.int.spec.ts.
    const gradebook: OneRosterFile[] = ['lineItems', 'results'];
    for (const [name, fields] of Object.entries(required) as [OneRosterFile, string[]][]) {
      if (!gradebook.includes(name)) expect(tables[name].length, `${name}.csv has rows`).toBeGreaterThan(0);
      for (const row of tables[name]) for (const field of fields) expect(row[field], `${name}.${field}`).not.toBe('');
      const ids = tables[name].map((row) => row.sourcedId);
      expect(new Set(ids).size, `${name}.csv sourcedIds are unique`).toBe(ids.length);
    }
    const ids = (name: OneRosterFile) => new Set(tables[name].map((row) => row.sourcedId));
    const [orgs, sessions, courses, classes, users] = [
      ids('orgs'),
      ids('academicSessions'),
      ids('courses'),
      ids('classes'),
      ids('users'),
    ];
    const resolves = (set: Set<string | undefined>, value: string | undefined, what: string) =>
      expect(set.has(value), `${what}: ${value}`).toBe(true);
    for (const row of tables.courses) resolves(orgs, row.orgSourcedId, 'course org');
    for (const row of tables.courses) resolves(sessions, row.schoolYearSourcedId, 'course school year');
    for (const row of tables.classes) {
      resolves(courses, row.courseSourcedId, 'class course');
      resolves(orgs, row.schoolSourcedId, 'class school');
      for (const term of (row.termSourcedIds ?? '').split(',')) resolves(sessions, term, 'class term');
    }
    for (const row of tables.enrollments) {
      resolves(classes, row.classSourcedId, 'enrollment class');
      resolves(users, row.userSourcedId, 'enrollment user');
      resolves(orgs, row.schoolSourcedId, 'enrollment school');
    }
    for (const row of tables.roles) {
      resolves(users, row.userSourcedId, 'role user');
      resolves(orgs, row.orgSourcedId, 'role org');
    }
    for (const row of tables.users) {
      for (const agent of (row.agentSourcedIds ?? '').split(',').filter(Boolean)) resolves(users, agent, 'user agent');
    }
    for (const row of tables.demographics) resolves(users, row.sourcedId, 'demographics user');
    // Demo High School: 40 students, a guardian each, the demo teacher; the students sit in 4 classes.
    expect(tables.users.filter((row) => row.sourcedId?.startsWith('student-'))).toHaveLength(40);
    expect(tables.enrollments.filter((row) => row.role === 'student')).toHaveLength(40);
  });
});
