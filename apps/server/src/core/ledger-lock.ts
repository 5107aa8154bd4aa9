import type { Resource } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import { auditUpdated } from './audit.ts';
import type { RequestContext } from './caller.ts';
import type { Data, Row } from './hooks.ts';
import { notFound } from './problem.ts';
import { keyCondition } from './visibility.ts';

/**
 * The ledger step of the one write path (operations.ts): a resource declared `ledger` (a fee, a
 * discount, an installment, a payment, a receipt, a report) is written only under its school's
 * ledger lock, taken FIRST in the write's transaction, before the row is read or any rule is
 * checked, so every check sees what no other writer of the school's money is changing. The lock
 * itself is the finance module's (installed at boot), so the core knows no money rule.
 */
export type LedgerLock = (tx: Db, schoolId: number) => Promise<void>;

let installed: LedgerLock | undefined;

/** Installs the module's lock; installing again (every test server boots) replaces it. */
export const installLedgerLock = (lock: LedgerLock): void => {
  installed = lock;
};

const tenantOf = (resource: Resource): string | undefined =>
  resource.ledger === true && resource.tenantField && resource.tenantField !== 'id' ? resource.tenantField : undefined;

/**
 * Before a create or a batch: the lock of every school the items name, in id order, so two
 * batches never wait on each other crosswise.
 */
export const lockLedgerOfData = async (tx: Db, resource: Resource, items: readonly Data[]): Promise<void> => {
  const field = tenantOf(resource);
  if (!field || !installed) return;
  const schools = [...new Set(items.map((item) => item[field]).filter((id) => typeof id === 'number'))];
  for (const school of schools.sort((a, b) => a - b)) await installed(tx, school);
};

/**
 * Before an update or a delete: the lock of the school of the row the key names. The row is
 * read here only for its school; the operation loads it again after, so what it checks is what
 * the lock's previous holder committed. A school beyond the caller's reach is never locked (the
 * load then answers 404), so no caller holds up another school's cashiers.
 */
export const lockLedgerOfKey = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  key: string | number,
): Promise<void> => {
  const field = tenantOf(resource);
  if (!field || !installed) return;
  const table = resourceTable(resource.name);
  const [row] = await tx
    .select({ school: col(table, field) })
    .from(table)
    .where(keyCondition(resource, table, key))
    .limit(1);
  const school = row?.school;
  if (typeof school !== 'number' || (ctx.caller !== null && !ctx.reach.has(school))) return;
  await installed(tx, school);
};

/**
 * A delete of a resource declared with `voidField`: the row is kept and marked void (when and,
 * if declared, by whom), audited as the change it is. Answers false for any other resource.
 */
export const voidInstead = async (tx: Db, ctx: RequestContext, resource: Resource, current: Row): Promise<boolean> => {
  const field = resource.voidField;
  if (!field) return false;
  const table = resourceTable(resource.name);
  const by = resource.fields.voidedBy ? { voidedBy: ctx.caller?.id ?? null } : {};
  const [row] = (await tx
    .update(table)
    .set({ [field]: sql`now()`, ...by, updatedAt: sql`now()` })
    .where(eq(col(table, 'id'), Number(current.id)))
    .returning()) as Row[];
  if (!row) throw notFound();
  await auditUpdated(tx, ctx, resource, current, row);
  return true;
};
