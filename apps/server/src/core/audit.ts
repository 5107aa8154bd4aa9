import { auditLogs, getResource, type Resource } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { resourceTable } from '../db/resource-tables.ts';
import type { RequestContext } from './caller.ts';
import type { Data, Row } from './hooks.ts';

/**
 * The audit trail (issue 10, part 5): every accepted create, update, delete and named action
 * leaves one `audit_logs` row, written with the transaction's own handle so that a change
 * rolled back leaves no entry and an entry never outlives its change.
 *
 * Work done as the system (seeds, jobs, start-up: `ctx.caller === null`) is not recorded: it is
 * nobody's act, and seeding would otherwise double its inserts.
 */
const REDACTED = '[redacted]';

/** Names that hold a credential whatever their declaration says. */
const SECRET_NAME = /password|secret|token|hash/i;

type Snapshot = Record<string, unknown>;

/**
 * A field whose value must never reach the trail: passwords, hidden and write-only columns, secrets
 * by name; and every value of a confidential resource (`auditReads`: a diagnosis, a counsellor's
 * note) but its references (whose record, which school), since the trail is read by people the
 * record is not for (headquarters read it whole): it says who changed which fields when, not to what.
 */
const isSecret = (resource: Resource | undefined, name: string): boolean => {
  if (SECRET_NAME.test(name)) return true;
  const field = resource?.fields[name];
  if (field !== undefined && resource?.auditReads && field.kind !== 'ref' && field.kind !== 'refId') return true;
  return field !== undefined && (field.kind === 'password' || field.writeOnly === true || field.hidden === true);
};

/** A value as the trail keeps it: a secret that is set reads `[redacted]`, an empty one stays empty. */
const kept = (resource: Resource | undefined, name: string, value: unknown): unknown =>
  isSecret(resource, name) && value !== null && value !== undefined ? REDACTED : (value ?? null);

/** The declared fields of a row (named ones only, when given), secrets redacted. */
const snapshot = (resource: Resource, row: Row, names?: readonly string[]): Snapshot =>
  Object.fromEntries(
    (names ?? Object.keys(resource.fields))
      .filter((name) => name in row)
      .map((name) => [name, kept(resource, name, row[name])]),
  );

/** The declared fields whose value an update changed. */
const changedFields = (resource: Resource, before: Row, after: Row): string[] =>
  Object.keys(resource.fields).filter(
    (name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null),
  );

/** The school a row belongs to: its tenant field, the school itself for `schools`, else none (superadmins only). */
const schoolOf = (resource: Resource, row: Row): number | null => {
  const value = resource.tenantField ? row[resource.tenantField] : undefined;
  return typeof value === 'number' ? value : null;
};

interface Entry {
  resource: string;
  recordId: number | null;
  action: string;
  school: number | null;
  before: Snapshot | null;
  after: Snapshot | null;
  changed: string[] | null;
}

const recorded = (resource: Resource): boolean => !resource.serverWritten;

const insert = async (tx: Db, ctx: RequestContext, entries: Entry[]): Promise<void> => {
  const caller = ctx.caller;
  if (caller === null || entries.length === 0) return;
  const table = resourceTable(auditLogs.name);
  const rows = entries.map((entry) => ({
    ...entry,
    user: caller.id,
    impersonator: caller.impersonatorId,
    ip: ctx.ip ?? null,
    requestId: ctx.requestId ?? null,
    at: sql`now()`,
  }));
  // One statement per 500 entries: a bulk of a thousand rows is two inserts, not a thousand.
  for (let start = 0; start < rows.length; start += 500) await tx.insert(table).values(rows.slice(start, start + 500));
};

const idOf = (row: Row): number | null => (typeof row.id === 'number' ? row.id : null);

/** After a create (one entry per row of a `/bulk` create): the whole row as stored. */
export const auditCreated = (tx: Db, ctx: RequestContext, resource: Resource, rows: Row[]): Promise<void> =>
  recorded(resource)
    ? insert(
        tx,
        ctx,
        rows.map((row) => ({
          resource: resource.name,
          recordId: idOf(row),
          action: 'create',
          school: schoolOf(resource, row),
          before: null,
          after: snapshot(resource, row),
          changed: null,
        })),
      )
    : Promise.resolve();

/** After an update: only the fields it changed, before and after; an update that changed nothing leaves no entry. */
export const auditUpdated = (tx: Db, ctx: RequestContext, resource: Resource, before: Row, after: Row): Promise<void> =>
  auditUpdatedMany(tx, ctx, resource, [{ current: before, row: after }]);

/** After updates (rows as they were and are): one entry per row that changed, in one insert. */
export const auditUpdatedMany = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  pairs: readonly { current: Row; row: Row }[],
): Promise<void> => {
  if (!recorded(resource)) return;
  const entries = pairs.flatMap(({ current, row }): Entry[] => {
    const changed = changedFields(resource, current, row);
    if (changed.length === 0) return [];
    return [
      {
        resource: resource.name,
        recordId: idOf(row),
        action: 'update',
        school: schoolOf(resource, row),
        before: snapshot(resource, current, changed),
        after: snapshot(resource, row, changed),
        changed,
      },
    ];
  });
  await insert(tx, ctx, entries);
};

/** Before a delete (so that the entry may still name the row's school): the whole row. */
export const auditRemoved = (tx: Db, ctx: RequestContext, resource: Resource, row: Row): Promise<void> =>
  recorded(resource)
    ? insert(tx, ctx, [
        {
          resource: resource.name,
          recordId: idOf(row),
          action: 'delete',
          school: schoolOf(resource, row),
          before: snapshot(resource, row),
          after: null,
          changed: null,
        },
      ])
    : Promise.resolve();

export interface ActionRecord {
  /** The resource acted on (`menus`, `seasons`, `impersonate_logs`). */
  resource: string;
  id: number | null;
  /** The action's name: `move`, `copy_data`, `impersonate`, `impersonate_cancel`, ... */
  action: string;
  /** The school the act concerns; defaults to the active school, else the caller's own. */
  school?: number | null;
  before?: Data | null;
  after?: Data | null;
}

/** A top-level copy of plain data with every secret-named key redacted. */
const scrubbed = (resource: Resource | undefined, data: Data | null | undefined): Snapshot | null =>
  data ? Object.fromEntries(Object.entries(data).map(([name, value]) => [name, kept(resource, name, value)])) : null;

/**
 * Records a named action (anything beyond create, update and delete) in the caller's
 * transaction: call it with the `tx` the action writes through.
 */
export const recordAction = async (tx: Db, ctx: RequestContext, record: ActionRecord): Promise<void> => {
  const resource = getResource(record.resource);
  await insert(tx, ctx, [
    {
      resource: record.resource,
      recordId: record.id,
      action: record.action,
      school: record.school !== undefined ? record.school : (ctx.activeSchoolId ?? ctx.caller?.schoolId ?? null),
      before: scrubbed(resource, record.before),
      after: scrubbed(resource, record.after),
      changed: null,
    },
  ]);
};

/**
 * After a read of a confidential resource (`auditReads`: a health record, a counsellor's note):
 * one entry per answer and school, action `read`, naming every row it read (`after.ids`; the
 * record id too when it was one row). A read that found nothing read nothing, and leaves none.
 */
export const auditRead = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  rows: readonly Row[],
): Promise<void> => {
  if (!resource.auditReads || rows.length === 0) return;
  const bySchool = new Map<number | null, number[]>();
  for (const row of rows) {
    const school = schoolOf(resource, row);
    const id = idOf(row);
    if (id !== null) bySchool.set(school, [...(bySchool.get(school) ?? []), id]);
  }
  await insert(
    db,
    ctx,
    [...bySchool].map(([school, ids]) => ({
      resource: resource.name,
      recordId: ids.length === 1 ? (ids[0] ?? null) : null,
      action: 'read',
      school,
      before: null,
      after: { ids },
      changed: null,
    })),
  );
};
