import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/** The data inventory as VERBİS asks for it (issue 35, docs/privacy.md): JSON and CSV, for headquarters. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Row {
  resource: string;
  personalFields: string[];
  categories: string[];
  purposeTr: string;
  legalBasisKvkk: string[];
  legalBasisGdpr: string[];
  retention: string;
  retentionFrom: string;
}

describe('GET /api/data-inventory', () => {
  it('lists each resource holding personal data with its categories, legal bases and retention', async () => {
    const { token } = await server.login('hq@kampus.test');
    const response = await server.call('/api/data-inventory', { token });
    expect(response.status).toBe(200);
    const { inventory } = await json<{ inventory: Row[] }>(response);
    const students = inventory.find((row) => row.resource === 'students');
    expect(students).toMatchObject({
      categories: expect.arrayContaining(['identity', 'education']),
      legalBasisKvkk: expect.arrayContaining(['KVKK art. 5/2(ç)']),
      legalBasisGdpr: expect.arrayContaining(['GDPR art. 6(1)(c)']),
      retention: 'P10Y',
      retentionFrom: 'student-leaving',
    });
    expect(students?.personalFields).toEqual(expect.arrayContaining(['nationalId', 'birthDate']));
    expect(inventory.map((row) => row.resource)).toEqual(expect.arrayContaining(['guardians', 'student_payments']));
    // The school's own contact is no one's personal data: declared so, and not listed.
    expect(inventory.map((row) => row.resource)).not.toContain('schools');
  });

  it('is CSV for VERBİS: a header and one line per resource, Turkish purposes included', async () => {
    const { token } = await server.login('admin@kampus.test');
    const { inventory } = await json<{ inventory: Row[] }>(await server.call('/api/data-inventory', { token }));
    const response = await server.call('/api/data-inventory/verbis.csv', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'resource,personalFields,subjects,categories,purpose,purposeTr,legalBasisKvkk,legalBasisGdpr,retention,retentionFrom,expiry',
    );
    expect(lines.length).toBe(inventory.length + 1);
    expect(lines.some((line) => line.includes('Eğitim faaliyetlerinin yürütülmesi'))).toBe(true);
  });

  it('is refused to a school’s staff: the inventory is the institution’s', async () => {
    const { token } = await server.login('school@kampus.test');
    expect((await server.call('/api/data-inventory', { token })).status).toBe(403);
    expect((await server.call('/api/data-inventory/verbis.csv', { token })).status).toBe(403);
  });
});
