import {
  dataInventory,
  getResource,
  isPersonalEntry,
  isReference,
  personalFields,
  type Resource,
} from '@kampus/contract';
import { col, resourceTable } from '../../src/db/resource-tables.ts';
import type { TestServer } from '../harness.ts';

/**
 * What a retention run at `asOf` must do, computed apart from the scheduler's SQL: each table's
 * rows read whole, the periods added in JavaScript from the inventory's lines, the "runs from"
 * events and the holds worked out row by row as docs/privacy.md says them.
 */
export interface Expected {
  method: 'destroy' | 'anonymise';
  ids: number[];
  held: number;
}

const epoch = (expression: string): string => `extract(epoch from ${expression})::float8`;

/** `seconds` (a Unix time) plus an ISO 8601 duration of years, months or days, in UTC. */
const plus = (seconds: number, duration: string): number => {
  const match = /^P(\d+)([YMD])$/.exec(duration);
  if (!match) throw new Error(`duration ${duration}`);
  const date = new Date(seconds * 1000);
  const amount = Number(match[1]);
  if (match[2] === 'Y') date.setUTCFullYear(date.getUTCFullYear() + amount);
  if (match[2] === 'M') date.setUTCMonth(date.getUTCMonth() + amount);
  if (match[2] === 'D') date.setUTCDate(date.getUTCDate() + amount);
  return date.getTime() / 1000;
};

const columnOf = (resource: Resource, field: string): string => col(resourceTable(resource.name), field).name;

const refsTo = (resource: Resource, target: string): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => isReference(field) && field.target === target)
    .map(([name]) => columnOf(resource, name));

/** Personal values a row still holds: a text, an e-mail, a phone, a date that is set and not yet the anonymous value. */
const stillPersonal = (resource: Resource, row: Record<string, unknown>): boolean => {
  const names = personalFields(resource).filter((name) => !isReference(resource.fields[name] ?? { kind: 'text' }));
  if (resource.fields.name?.kind === 'text') names.push('name');
  const personal = names.some((name) => {
    const value = row[columnOf(resource, name)];
    return value !== null && !(typeof value === 'string' && /^anonymised|^0$/.test(value));
  });
  return personal || (resource.fields.isActive !== undefined && row[columnOf(resource, 'isActive')] === true);
};

export const expectedRetention = async (server: TestServer, asOf: Date): Promise<Map<string, Expected>> => {
  const now = asOf.getTime() / 1000;
  const students = new Map(
    (await server.sql(`select id, is_active, user_id, ${epoch('updated_at')} as u from students`)).map((row) => [
      Number(row.id),
      row,
    ]),
  );
  const lastSeason = new Map(
    (
      await server.sql(
        `select e.student_id, max(${epoch('se.end_date::timestamp')}) as t from enrollments e
         join seasons se on se.id = e.season_id group by e.student_id`,
      )
    ).map((row) => [Number(row.student_id), row.t === null ? null : Number(row.t)]),
  );
  const owing = new Set(
    (await server.sql(`select student_id from installments where not is_done_payment and amount > paid_amount`)).map(
      (row) => Number(row.student_id),
    ),
  );
  const asking = new Set(
    (
      await server.sql(
        `select user_id from delete_personal_data_requests where request_status in ('received', 'in_progress')`,
      )
    ).map((row) => Number(row.user_id)),
  );
  const signedIn = new Map(
    (await server.sql(`select user_id, max(${epoch('created_at')}) as t from auth_sessions group by user_id`)).map(
      (row) => [Number(row.user_id), Number(row.t)],
    ),
  );
  const leftAt = (studentId: number): number | null => {
    const student = students.get(studentId);
    if (!student || student.is_active !== false) return null;
    return lastSeason.get(studentId) ?? Number(student.u);
  };

  const expected = new Map<string, Expected>();
  for (const entry of dataInventory.filter(isPersonalEntry)) {
    const resource = getResource(entry.resource) as Resource;
    const rows = await server.sql(
      `select *, ${epoch('created_at')} as kampus_c, ${epoch('updated_at')} as kampus_u from ${resource.table}`,
    );
    const studentColumn = refsTo(resource, 'students')[0];
    const userColumns = refsTo(resource, 'users');
    const studentOf = (row: Record<string, unknown>): number | null =>
      resource.name === 'students'
        ? Number(row.id)
        : studentColumn && row[studentColumn] !== null
          ? Number(row[studentColumn])
          : null;
    const anchor = (row: Record<string, unknown>): number | null => {
      if (entry.from === 'student-leaving' && studentColumn !== undefined) return leftAt(Number(studentOf(row)));
      if (entry.from === 'student-leaving' && resource.name === 'students') return leftAt(Number(row.id));
      if (entry.from === 'last-update') {
        const user = resource.name === 'users' ? Number(row.id) : userColumns[0] ? Number(row[userColumns[0]]) : NaN;
        return Math.max(Number(row.kampus_u), signedIn.get(user) ?? 0);
      }
      return Number(row.kampus_c);
    };
    const held = (row: Record<string, unknown>): boolean => {
      const student = studentOf(row);
      const account = student !== null ? students.get(student)?.user_id : null;
      const users = [...userColumns.map((column) => row[column]), ...(resource.name === 'users' ? [row.id] : [])];
      return (
        (student !== null && owing.has(student)) ||
        (account !== null && account !== undefined && asking.has(Number(account))) ||
        users.some((user) => user !== null && asking.has(Number(user)))
      );
    };
    const due = rows.filter((row) => {
      const from = anchor(row);
      return from !== null && plus(from, entry.retention) <= now;
    });
    const pending = entry.expiry === 'anonymise' ? due.filter((row) => stillPersonal(resource, row)) : due;
    const ids = pending.filter((row) => !held(row)).map((row) => Number(row.id));
    const heldCount = pending.filter(held).length;
    if (ids.length > 0 || heldCount > 0) {
      expected.set(entry.resource, { method: entry.expiry, ids: ids.sort((a, b) => a - b), held: heldCount });
    }
  }
  return expected;
};
