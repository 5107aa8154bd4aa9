import type { AuditEntry } from '@kampus/contract/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { registerTransfer } from './support/transfer-command.ts';

/**
 * A payment-like command (issue 10, "Done when"), registered on the test server only: move an
 * amount between two income/expense entries. It shows one transaction, one change per
 * `Idempotency-Key`, 412 on a stale version, both sides on the audit trail, and that a command's
 * answer is stored by the command's own transaction.
 */
let server: TestServer;
let school: string;
let hq: string;
let schoolIri: string;
let seasonIri: string;

interface Entry {
  id: number;
  amount: string;
}

const newEntry = async (amount: string): Promise<number> => {
  const response = await server.call('/api/income_expenses', {
    method: 'POST',
    token: school,
    json: { school: schoolIri, season: seasonIri, institutionTitle: 'Transfer test', amount },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<Entry>(response)).id;
};

const read = async (id: number): Promise<{ amount: string; tag: string }> => {
  const response = await server.call(`/api/income_expenses/${id}`, { token: school });
  expect(response.status).toBe(200);
  return { amount: (await json<Entry>(response)).amount, tag: response.headers.get('etag') ?? '' };
};

const amounts = async (...ids: number[]): Promise<string[]> =>
  Promise.all(ids.map(async (id) => (await read(id)).amount));

const transfer = (body: Record<string, unknown>, key?: string) =>
  server.call('/test/transfers', {
    method: 'POST',
    token: school,
    json: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const trail = async (id: number): Promise<AuditEntry[]> => {
  const response = await server.call(`/api/audit_logs.json?resource=income_expenses&recordId=${id}`, { token: hq });
  expect(response.status).toBe(200);
  return json<AuditEntry[]>(response);
};

beforeAll(async () => {
  server = await startServer({}, { beforeListen: registerTransfer });
  school = (await server.login('school@kampus.test')).token;
  hq = (await server.login('hq@kampus.test')).token;
  const seasons = await json<{ id: number; school: string }[]>(
    await server.call('/api/seasons.json?isDefault=true', { token: school }),
  );
  const season = seasons[0];
  if (!season) throw new Error('no default season');
  seasonIri = `/api/seasons/${season.id}`;
  schoolIri = season.school;
});
afterAll(() => server.close());

describe('a transfer between two money fields', () => {
  it('moves the amount exactly, and the trail holds both sides before and after', async () => {
    const [from, to] = [await newEntry('100.10'), await newEntry('0.20')];
    const response = await transfer({ from, to: `/api/income_expenses/${to}`, amount: '0.1' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toMatchObject({ amount: '0.10', from: { amount: '100.00' }, to: { amount: '0.30' } });
    expect(await amounts(from, to)).toEqual(['100.00', '0.30']);

    const [fromUpdate] = (await trail(from)).filter((entry) => entry.action === 'update');
    expect(fromUpdate).toMatchObject({
      changed: ['amount'],
      before: { amount: '100.10' },
      after: { amount: '100.00' },
    });
    const [toUpdate] = (await trail(to)).filter((entry) => entry.action === 'update');
    expect(toUpdate).toMatchObject({ changed: ['amount'], before: { amount: '0.20' }, after: { amount: '0.30' } });
    const [action] = (await trail(from)).filter((entry) => entry.action === 'transfer');
    expect(action).toMatchObject({
      before: { from, to, fromAmount: '100.10', toAmount: '0.20' },
      after: { from, to, fromAmount: '100.00', toAmount: '0.30', amount: '0.10' },
    });
  });

  it('the same Idempotency-Key twice: one change, the same answer, marked replayed', async () => {
    const [from, to] = [await newEntry('50.00'), await newEntry('50.00')];
    const body = { from, to, amount: '12.34' };
    const first = await transfer(body, 'transfer-once');
    expect(first.status).toBe(200);
    const firstText = await first.text();
    const again = await transfer(body, 'transfer-once');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    expect(await amounts(from, to)).toEqual(['37.66', '62.34']);
    expect((await trail(from)).filter((entry) => entry.action !== 'create')).toHaveLength(2);
  });

  it('a failure midway (the target is gone) changes nothing and records nothing', async () => {
    const from = await newEntry('10.00');
    const response = await transfer({ from, to: 2147483000, amount: '5.00' }, 'transfer-nowhere');
    expect(response.status).toBe(404);
    expect(await amounts(from)).toEqual(['10.00']);
    expect((await trail(from)).map((entry) => entry.action)).toEqual(['create']);
    // The refusal freed the key: a corrected request runs under it.
    const to = await newEntry('0.00');
    const fixed = await transfer({ from, to, amount: '5.00' }, 'transfer-nowhere');
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await amounts(from, to)).toEqual(['5.00', '5.00']);
  });

  it('a stale version of either side is 412 and changes nothing; the current versions pass', async () => {
    const [from, to] = [await newEntry('30.00'), await newEntry('0.00')];
    const [seenFrom, seenTo] = [await read(from), await read(to)];
    // Someone else edits the target after the client read it.
    const edited = await server.call(`/api/income_expenses/${to}`, {
      method: 'PATCH',
      token: school,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ explanation: 'edited meanwhile' }),
    });
    expect(edited.status).toBe(200);
    const stale = await transfer(
      { from, to, amount: '10.00', fromVersion: seenFrom.tag, toVersion: seenTo.tag },
      'transfer-stale',
    );
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    expect(await amounts(from, to)).toEqual(['30.00', '0.00']);
    expect((await trail(from)).map((entry) => entry.action)).toEqual(['create']);

    const current = await transfer(
      { from, to, amount: '10.00', fromVersion: seenFrom.tag, toVersion: (await read(to)).tag },
      'transfer-stale',
    );
    expect(current.status, await current.clone().text()).toBe(200);
    expect(await amounts(from, to)).toEqual(['20.00', '10.00']);
  });
});

describe("a command's answer is stored by the command's own transaction", () => {
  it('when storing the answer fails, the work is undone too, and the key stays free', async () => {
    const [from, to] = [await newEntry('8.00'), await newEntry('0.00')];
    // Makes the statement that stores this key's answer fail, after the work has run.
    await server.sql(`
      create or replace function test_refuse_answer() returns trigger language plpgsql as $$
      begin
        if new.key = 'transfer-doomed' and new.completed then raise exception 'answer refused'; end if;
        return new;
      end $$`);
    await server.sql(`
      create trigger test_refuse_answer before update on idempotency_keys
        for each row execute function test_refuse_answer();`);
    const doomed = await transfer({ from, to, amount: '3.00' }, 'transfer-doomed');
    expect(doomed.status).toBe(500);
    expect(await amounts(from, to)).toEqual(['8.00', '0.00']);
    expect((await trail(from)).map((entry) => entry.action)).toEqual(['create']);
    expect(await server.sql(`select key from idempotency_keys where key = 'transfer-doomed'`)).toEqual([]);

    await server.sql('drop trigger test_refuse_answer on idempotency_keys');
    const retried = await transfer({ from, to, amount: '3.00' }, 'transfer-doomed');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await amounts(from, to)).toEqual(['5.00', '3.00']);
  });
});
