import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../src/core/csv.ts';
import { STUDENT_COLUMNS } from '../src/modules/students-io/student-export.operation.ts';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let school: string;
let teacher: string;
let schoolId: number;
beforeAll(async () => {
  server = await startServer();
  school = (await server.login('school@kampus.test')).token;
  teacher = (await server.login('teacher@kampus.test')).token;
  const [high] = await json<{ id: number }[]>(
    await server.call('/api/schools.json?title=Demo%20High%20School', { token: school }),
  );
  schoolId = (high as { id: number }).id;
});
afterAll(() => server.close());

const row = (index: number): string[] => [
  `IMP${String(index).padStart(4, '0')}`,
  `Öğrenci${index}`,
  'İçeri',
  '',
  index % 2 ? 'female' : 'male',
  '2012-05-17',
  '',
  '',
  '',
  '2026-09-01',
  '1',
  `Veli${index}`,
  'İçeri',
  'mother',
  '+90 555 000 0000',
  `veli${index}@example.com`,
];

const file = (rows: string[][]) => Buffer.from(toCsv([[...STUDENT_COLUMNS], ...rows]));

const send = (path: string, body: Buffer, token = school, language = 'en') =>
  server.call(path, {
    method: 'POST',
    token,
    headers: { 'content-type': 'text/csv', schoolId: String(schoolId), 'accept-language': language },
    body,
  });

const count = async (table: string) => Number((await server.sql(`select count(*)::int as n from ${table}`))[0]?.n ?? 0);

type Preview = { rows: number; errors: { row: number; field: string; message: string }[] };

describe('student import', () => {
  it('shows the 3 bad rows of 1,000 and saves nothing; fixed, saves 1,000 students and guardians', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => row(index));
    const bad = rows.map((cells) => [...cells]);
    (bad[10] as string[])[1] = ''; // no first name
    (bad[500] as string[])[5] = '2012-13-45'; // no such date
    (bad[998] as string[])[15] = 'not an e-mail'; // the guardian's e-mail
    const [studentsBefore, guardiansBefore] = [await count('students'), await count('guardians')];

    let started = performance.now();
    const preview = await send('/api/students/import/preview', file(bad), school, 'tr');
    const previewSeconds = (performance.now() - started) / 1000;
    expect(preview.status).toBe(200);
    const checked = await json<Preview>(preview);
    expect(checked.rows).toBe(1000);
    expect(checked.errors.map((error) => [error.row, error.field])).toEqual([
      [12, 'name'],
      [502, 'birthDate'],
      [1000, 'guardianEmail'],
    ]);
    expect(checked.errors[0]?.message).toMatch(/\S/);

    started = performance.now();
    const refused = await send('/api/students/import', file(bad));
    const refusedSeconds = (performance.now() - started) / 1000;
    expect(refused.status).toBe(422);
    expect(await count('students')).toBe(studentsBefore);

    const answer = await json<{ violations: { propertyPath: string }[] }>(refused);
    expect(answer.violations.map((item) => item.propertyPath)).toEqual([
      'rows[12].name',
      'rows[502].birthDate',
      'rows[1000].guardianEmail',
    ]);

    started = performance.now();
    const saved = await send('/api/students/import', file(rows));
    const savedSeconds = (performance.now() - started) / 1000;
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ students: 1000, guardians: 1000 });
    expect(await count('students')).toBe(studentsBefore + 1000);
    expect(await count('guardians')).toBe(guardiansBefore + 1000);
    console.log(
      `import of 1,000 rows: preview with errors ${previewSeconds.toFixed(2)} s, refused ${refusedSeconds.toFixed(2)} s, saved ${savedSeconds.toFixed(2)} s`,
    );

    // The same numbers again: each row now says its number is taken.
    const again = await json<Preview>(await send('/api/students/import/preview', file(rows.slice(0, 2))));
    expect(again.errors.map((error) => error.field)).toEqual(['studentNumber', 'studentNumber']);
    expect(again.errors[0]?.message).toBe('A student with number IMP0000 already exists.');
  }, 240_000);

  it('reads an Excel file with its own column names through a mapping', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Numara', 'Ad', 'Soyad', 'Sınıf']);
    sheet.addRow(['XL001', 'Ada', 'Yıldız', 'Nope']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const columns = encodeURIComponent(
      JSON.stringify({ studentNumber: 'Numara', name: 'Ad', lastName: 'Soyad', gradeLevel: 'Sınıf' }),
    );
    const response = await send(`/api/students/import/preview?columns=${columns}`, bytes);
    const body = await json<Preview & { headers: string[] }>(response);
    expect(body.headers).toEqual(['Numara', 'Ad', 'Soyad', 'Sınıf']);
    expect(body.errors).toEqual([{ row: 2, field: 'gradeLevel', message: 'No grade level is named "Nope".' }]);
  });

  it('is for staff only, and refuses a malformed mapping with 422', async () => {
    expect((await send('/api/students/import/preview', file([row(1)]), teacher)).status).toBe(403);
    const bad = await send('/api/students/import/preview?columns=%7Bnot', file([row(1)]));
    expect(bad.status).toBe(422);
  });
});
