/**
 * Invoices, their series and companies (issue 13, items 6 and 8) as clients see them: the server
 * numbers each invoice from its school's series, with no gap and no duplicate however many are
 * created at once; a company fills the billed party; the serial stays; the invoice and an
 * enrolment agreement filled with the student's data are printed; nothing crosses schools.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './support/pdf-text.ts';
import { json, readOk, startServer, type TestServer } from './harness.ts';

type Login = { token: string; userId: string };
interface Invoice {
  id: number;
  schoolId: number;
  invoiceSerial: string;
  invoiceNumber: number;
  invoiceTitle: string | null;
  invoiceVd: string | null;
  invoiceVno: string | null;
  invoiceAmount: string;
  isActive: string;
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let staff: Login;
let other: Login;
let schoolId: number;
let otherSchoolId: number;
let studentId: number;
let seasonId: number;

const get = <T>(path: string, token: string): Promise<T> => readOk<T>(server, path, token);

const invoice = (body: Record<string, unknown>, token = staff.token) =>
  server.call('/api/invoices', {
    method: 'POST',
    token,
    json: { studentId, seasonId, invoiceAmount: '100.00', invoiceDate: '2026-11-24', ...body },
  });

beforeAll(async () => {
  server = await startServer();
  [staff, other] = (await Promise.all(
    ['school@kampus.test', 'school2@kampus.test'].map((email) => server.login(email)),
  )) as [Login, Login];
  const [student] = await get<{ id: number; school: string }[]>('/api/students.json?itemsPerPage=1', staff.token);
  studentId = student?.id ?? 0;
  schoolId = Number(student?.school.split('/').pop());
  const [theirs] = await get<{ school: string }[]>('/api/students.json?itemsPerPage=1', other.token);
  otherSchoolId = Number(theirs?.school.split('/').pop());
  const [season] = await get<{ id: number }[]>(`/api/seasons.json?school=${schoolId}&isDefault=true`, staff.token);
  seasonId = season?.id ?? 0;
  const created = await server.call('/api/invoice_definitions', {
    method: 'POST',
    token: staff.token,
    json: { schoolId, serial: 'TST', nextNumber: 1 },
  });
  expect(created.status).toBe(201);
});
afterAll(() => server.close());

describe('invoice definitions', () => {
  it('are listed by ?schoolId, each school its own', async () => {
    const mine = await get<{ serial: string; schoolId: number }[]>(
      `/api/invoice_definitions.json?schoolId=${schoolId}`,
      staff.token,
    );
    expect(mine.map((row) => row.serial).sort()).toEqual(['KML', 'TST']);
    expect(mine).toAllSatisfy((row) => row.schoolId === schoolId);
    const theirs = await get<{ serial: string }[]>('/api/invoice_definitions.json', other.token);
    expect(theirs.map((row) => row.serial)).toEqual(['KMO']);
    expect(
      (await server.call(`/api/invoice_definitions.json?schoolId=${schoolId}`, { token: other.token })).status,
    ).toBe(403);
  });

  it('refuse a serial the school has already', async () => {
    const again = await server.call('/api/invoice_definitions', {
      method: 'POST',
      token: staff.token,
      json: { schoolId, serial: 'TST' },
    });
    expect(again.status).toBe(422);
  });
});

describe('invoice numbers', () => {
  it('are given by the server from the series, isActive "1", whatever number the client sends', async () => {
    const first = await invoice({ invoiceSerial: 'TST', invoiceNumber: 999, invoiceTitle: 'Ayşe Veli' });
    expect(first.status).toBe(201);
    const second = await invoice({ invoiceSerial: 'TST', invoiceTitle: 'Ayşe Veli' });
    const [a, b] = [await json<Invoice>(first), await json<Invoice>(second)];
    expect([a.invoiceNumber, b.invoiceNumber]).toEqual([1, 2]);
    expect(a.isActive).toBe('1');
    const [definition] = await get<{ nextNumber: number }[]>('/api/invoice_definitions.json?serial=TST', staff.token);
    expect(definition?.nextNumber).toBe(3);
  });

  it('have no gap and no duplicate when 20 invoices are created at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => invoice({ invoiceSerial: 'TST' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = (await Promise.all(answers.map((answer) => json<Invoice>(answer)))).map((row) => row.invoiceNumber);
    expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 3));
    const all = await get<Invoice[]>('/api/invoices.json?invoiceSerial=TST&pagination=false', staff.token);
    expect(new Set(all.map((row) => row.invoiceNumber)).size).toBe(all.length);
    expect(all).toHaveLength(22);
  });

  it('refuse an unknown serial on its field in the caller’s language, and use up no number', async () => {
    const response = await server.call('/api/invoices', {
      method: 'POST',
      token: staff.token,
      json: { studentId, seasonId, invoiceSerial: 'NOPE', invoiceAmount: '1.00', invoiceDate: '2026-11-24' },
      headers: { 'accept-language': 'tr' },
    });
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations).toEqual([
      expect.objectContaining({
        propertyPath: 'invoiceSerial',
        message: 'Bu okulda bu seriyle etkin bir fatura serisi yok: Fatura tanımlarına ekleyin.',
      }),
    ]);
    const bad = await invoice({ invoiceSerial: 'TST', invoiceAmount: '12.345' });
    expect(bad.status).toBe(422);
    const next = await json<Invoice>(await invoice({ invoiceSerial: 'TST' }));
    expect(next.invoiceNumber).toBe(23);
  });

  it('a serial of another school is refused, and its numbers are untouched', async () => {
    const response = await invoice({ invoiceSerial: 'KMO' });
    expect(response.status).toBe(422);
    const [theirs] = await get<{ nextNumber: number }[]>('/api/invoice_definitions.json', other.token);
    expect(theirs?.nextNumber).toBe(2);
    expect(await get<Invoice[]>(`/api/invoices.json?schoolId=${otherSchoolId}`, other.token)).not.toContainEqual(
      expect.objectContaining({ invoiceSerial: 'TST' }),
    );
  });

  it('keep their serial: a PATCH to another serial is refused', async () => {
    const [row] = await get<Invoice[]>('/api/invoices.json?invoiceSerial=TST&itemsPerPage=1', staff.token);
    const response = await server.call(`/api/invoices/${row?.id}`, {
      method: 'PATCH',
      token: staff.token,
      json: { invoiceSerial: 'KML' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.[0]?.propertyPath).toBe('invoiceSerial');
  });
});

describe('companies', () => {
  it('bill an invoice: the company fills the title and tax identity the body leaves out', async () => {
    const created = await server.call('/api/companies', {
      method: 'POST',
      token: staff.token,
      json: { title: 'Test Holding A.Ş.', taxOffice: 'Kadıköy', taxNumber: '9876543210', address: 'Moda' },
    });
    expect(created.status).toBe(200);
    const company = await json<{ id: number }>(created);
    const billed = await json<Invoice>(await invoice({ invoiceSerial: 'TST', company: company.id }));
    expect([billed.invoiceTitle, billed.invoiceVd, billed.invoiceVno]).toEqual([
      'Test Holding A.Ş.',
      'Kadıköy',
      '9876543210',
    ]);
    expect(await get<{ title: string }[]>('/api/companies.json?pagination=false', other.token)).not.toContainEqual(
      expect.objectContaining({ title: 'Test Holding A.Ş.' }),
    );
    const foreign = await invoice({ invoiceSerial: 'KMO', company: company.id }, other.token);
    expect(foreign.status).toBe(422);
  });
});

describe('printed', () => {
  it('the invoice, in the reader’s language, with its number and total in words', async () => {
    const [row] = await get<Invoice[]>(
      '/api/invoices.json?invoiceSerial=TST&order[invoiceNumber]=asc&itemsPerPage=1',
      staff.token,
    );
    const response = await server.call(`/api/invoices/${row?.id}/pdf`, {
      token: staff.token,
      headers: { 'accept-language': 'tr' },
    });
    expect(response.status).toBe(200);
    const [page] = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    expect(page).toContain('Fatura');
    expect(page).toContain('TST');
    expect(page).toContain('Ayşe Veli');
    expect(page).toContain('yüz Türk lirası');
    expect((await server.call(`/api/invoices/${row?.id}/pdf`, { token: other.token })).status).toBe(404);
  });

  it('an enrolment agreement with its items filled from the student’s data', async () => {
    const agreement = await json<{ id: number }>(
      await server.call('/api/enrollment_agreements', {
        method: 'POST',
        token: staff.token,
        json: { title: 'Kayıt 2026' },
      }),
    );
    for (const [itemText, additionalInfo] of [
      ['{{student.fullName}} okula {{school.title}} kaydolur.', '0'],
      ['Fatura şu bilgilerle kesilir.', 'invoiceInfo'],
      ['Ücretler aşağıdadır.', 'feeInfo'],
    ]) {
      const item = await server.call('/api/enrollment_agreement_items', {
        method: 'POST',
        token: staff.token,
        json: { enrollmentAgreementsId: agreement.id, itemText, additionalInfo },
      });
      expect(item.status).toBe(201);
    }
    const student = await get<{ name: string; lastName: string }>(`/api/students/${studentId}`, staff.token);
    const response = await server.call(`/api/enrollment_agreements/${agreement.id}/pdf?studentId=${studentId}`, {
      token: staff.token,
      headers: { 'accept-language': 'tr' },
    });
    expect(response.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join(' ');
    expect(text).toContain(`${student.name} ${student.lastName} okula Demo High School kaydolur.`);
    expect(text).toContain('Fatura bilgileri');
    expect(text).toContain('Ücretler');
    expect(text).toContain('Kayıt yok.');
    const missing = await server.call(`/api/enrollment_agreements/${agreement.id}/pdf`, { token: staff.token });
    expect(missing.status).toBe(422);
    const foreign = await server.call(`/api/enrollment_agreements/${agreement.id}/pdf?studentId=${studentId}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  });
});
