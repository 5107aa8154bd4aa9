import type { Resource } from '@kampus/contract';
import { eq, lt, sql } from 'drizzle-orm';
import { system, type Where } from '../../../core/repository.ts';
import { inTransaction, queryRows, type Db } from '../../../db/database.ts';
import { retentionLog, retentionRuns } from '../../../db/retention-tables.ts';
import {
  dueCondition,
  holdCondition,
  pendingCondition,
  retentionRules,
  tableIdent,
  type RetentionRule,
} from './rules.ts';

/** Rows handled per transaction: a run over a whole school group never holds a long transaction. */
const RETENTION_BATCH = 500;

/** The destruction log is kept three years (KVKK's regulation on destruction, art. 7/3), then goes. */
const LOG_KEPT = '3 years';

type Method = 'destroy' | 'anonymise' | 'held' | 'refused';

interface Cursor {
  rule: number;
  after: number;
}

export const dueRows = (rule: RetentionRule, asOf: Date) =>
  sql`from ${tableIdent(rule)} r where ${dueCondition(rule, asOf)} and ${pendingCondition(rule)}`;

/** The ids past their period and not held, after `after`, at most `limit`. */
export const pendingIds = async (
  db: Db,
  rule: RetentionRule,
  asOf: Date,
  after: number,
  limit: number,
): Promise<number[]> =>
  (
    await queryRows(
      db,
      sql`select r.id ${dueRows(rule, asOf)} and not ${holdCondition(rule)} and r.id > ${after} order by r.id limit ${limit}`,
    )
  ).map((row) => Number(row.id));

export const heldCount = async (db: Db, rule: RetentionRule, asOf: Date): Promise<number> => {
  const [row] = await queryRows(db, sql`select count(*)::int as n ${dueRows(rule, asOf)} and ${holdCondition(rule)}`);
  return Number(row?.n ?? 0);
};

const byIds = (ids: number[]): Where<Resource> => ({ id: ids }) as Where<Resource>;

/**
 * Destroys the rows through the write path (the resource's hooks, its cascades, the 409 of a
 * record others still use), each batch in a savepoint; a batch the path refuses is tried row by
 * row, so one row in use costs only itself.
 */
const destroy = async (tx: Db, resource: Resource, ids: number[]): Promise<{ done: number[]; refused: number[] }> => {
  try {
    await inTransaction(tx, (sp) => system(sp).of(resource).removeWhere(byIds(ids)));
    return { done: ids, refused: [] };
  } catch {
    const done: number[] = [];
    const refused: number[] = [];
    for (const id of ids) {
      try {
        await inTransaction(tx, (sp) =>
          system(sp)
            .of(resource)
            .removeWhere(byIds([id])),
        );
        done.push(id);
      } catch {
        refused.push(id);
      }
    }
    return { done, refused };
  }
};

/** Overwrites the rule's personal fields, row by row through the write path (hooks run; the amounts stay). */
const anonymise = async (
  tx: Db,
  rule: RetentionRule,
  ids: number[],
): Promise<{ done: number[]; refused: number[] }> => {
  const done: number[] = [];
  const refused: number[] = [];
  for (const id of ids) {
    const data = Object.fromEntries(rule.anonymised.map((field) => [field.field, field.value(id)]));
    try {
      await inTransaction(tx, (sp) => system(sp).of(rule.resource).update(id, data));
      done.push(id);
    } catch {
      refused.push(id);
    }
  }
  return { done, refused };
};

const log = async (tx: Db, runId: number, rule: RetentionRule, method: Method, count: number, ids: number[] = []) => {
  if (count === 0) return;
  await tx.insert(retentionLog).values({
    runId,
    resource: rule.entry.resource,
    retention: rule.entry.retention,
    fromEvent: rule.entry.from,
    method,
    count,
    ids,
  });
};

/** Starts a run: its moment (`asOf`, injected by tests) is fixed for every batch of it. */
export const startRun = async (
  db: Db,
  run: { trigger: 'schedule' | 'manual'; ranBy?: number | null; asOf?: Date },
): Promise<number> => {
  const [row] = await db
    .insert(retentionRuns)
    .values({ trigger: run.trigger, ranBy: run.ranBy ?? null, asOf: run.asOf ?? new Date() })
    .returning({ id: retentionRuns.id });
  if (!row) throw new Error('retention run not started');
  return row.id;
};

/** Removes the destruction log's runs older than three years before `asOf` (their entries go with them). */
const pruneLog = async (tx: Db, asOf: Date): Promise<void> => {
  await tx
    .delete(retentionRuns)
    .where(lt(retentionRuns.startedAt, sql`${asOf.toISOString()}::timestamptz - ${LOG_KEPT}::interval`));
};

/**
 * One batch of a run, in the caller's transaction: rules in order from the run's cursor, at most
 * `batch` rows destroyed, anonymised or refused, the cursor moved past them. Answers whether the
 * run is over. A batch that fails rolls back with its cursor, so the next attempt does it again:
 * a run is resumable, and rows already handled are no longer pending.
 */
export const retentionStep = async (tx: Db, runId: number, batch = RETENTION_BATCH): Promise<boolean> => {
  const [run] = await tx.select().from(retentionRuns).where(eq(retentionRuns.id, runId)).for('update');
  if (!run || run.state === 'done') return true;
  const rules = retentionRules();
  const cursor = { ...(run.cursor as Cursor) };
  let budget = batch;
  while (cursor.rule < rules.length && budget > 0) {
    const rule = rules[cursor.rule] as RetentionRule;
    if (cursor.after === 0) await log(tx, runId, rule, 'held', await heldCount(tx, rule, run.asOf));
    const ids = await pendingIds(tx, rule, run.asOf, cursor.after, budget);
    if (ids.length === 0) {
      cursor.rule += 1;
      cursor.after = 0;
      continue;
    }
    const method = rule.entry.expiry;
    const { done, refused } =
      method === 'destroy' ? await destroy(tx, rule.resource, ids) : await anonymise(tx, rule, ids);
    await log(tx, runId, rule, method, done.length, done);
    await log(tx, runId, rule, 'refused', refused.length, refused);
    budget -= ids.length;
    cursor.after = ids[ids.length - 1] as number;
  }
  const over = cursor.rule >= rules.length;
  await tx
    .update(retentionRuns)
    .set({ cursor, ...(over ? { state: 'done', finishedAt: new Date() } : {}) })
    .where(eq(retentionRuns.id, runId));
  if (over) await pruneLog(tx, run.asOf);
  return over;
};

/** A whole run, batch after batch, each in its own transaction (tests, and an operator's script). */
export const runRetention = async (
  db: Db,
  run: { trigger: 'schedule' | 'manual'; ranBy?: number | null; asOf?: Date; batch?: number },
): Promise<number> => {
  const runId = await startRun(db, run);
  while (!(await inTransaction(db, (tx) => retentionStep(tx, runId, run.batch)))) {
    /* the next batch, in a transaction of its own */
  }
  return runId;
};
