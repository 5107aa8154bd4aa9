import { feeSettings } from '@kampus/contract';
import { expect } from 'vitest';
import type { TestServer } from '../harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './finance-client.ts';

export interface Violation {
  propertyPath: string;
  code: string;
  message: string;
}

/** A cashier of the demo high school (English and German), its fee settings, and students to spend. */
export interface CashierDesk {
  cashier: FinanceClient;
  cashierDe: FinanceClient;
  tenancy: Awaited<ReturnType<typeof demoTenancy>>;
  /** The school's fee settings row, with every delete allowed (the tests write and void freely). */
  settingsId: number;
  /** A student no demo family and no demo finance record uses, a new one per call. */
  student: () => number;
}

/**
 * Sets up the ledger tests' desk: signs in the school admin as cashier, lifts the fee settings'
 * delete limits, and lists the students no demo record touches (the demo's finance records are the
 * last three students'), so each test starts on a student with an empty ledger.
 */
export const cashierDesk = async (server: TestServer): Promise<CashierDesk> => {
  const staff = (await server.login('school@kampus.test')).token;
  const tenancy = await demoTenancy(server, staff, (await server.login('parent@kampus.test')).token);
  const cashier = financeClient(server, staff, tenancy);
  const [settings] = await cashier.get<Row[]>(`/api/fee_settings.json?school=${tenancy.schoolId}`);
  const settingsId = settings?.id ?? 0;
  await cashier.send('PATCH', `/api/fee_settings/${settingsId}`, feeSettings.deleteWrites);
  const roster = await cashier.get<Row[]>(
    `/api/students.json?school=${tenancy.schoolId}&pagination=false&order[id]=asc`,
  );
  const fresh = roster
    .slice(0, -3)
    .map((row) => row.id)
    .filter((id) => id !== tenancy.childId && id !== tenancy.otherId);
  let next = 0;
  return {
    cashier,
    cashierDe: financeClient(server, staff, tenancy, 'de'),
    tenancy,
    settingsId,
    student: () => {
      const id = fresh[next];
      next += 1;
      if (id === undefined) throw new Error('no fresh student left');
      return id;
    },
  };
};

/** The created record, after asserting the status (the answer's text names the failure). */
export const created = async (response: Response, status = 201): Promise<Row> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as Row;
};

/** The first violation of a refusal, after asserting its status. */
export const refusal = async (response: Response, status = 422): Promise<Violation | undefined> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { violations?: Violation[] }).violations?.[0];
};
