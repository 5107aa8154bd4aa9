import type { Resource } from '@kampus/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { sortCollation } from '../db/collation.ts';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import type { Row } from './hooks.ts';
import type { TableCache } from './request-cache.ts';
import { planConditions, planShape, type Binding, type VisibilityPlan } from './visibility.ts';

/**
 * The engine's hottest reads as prepared statements: an item by key and an unfiltered page with
 * its total. Drizzle builds their SQL once per resource and visibility shape (not per request,
 * where it cost about 15% of an item's CPU) and PostgreSQL parses them once per connection. The
 * caller's values are parameters, a scope of several schools one array (`= any($n)`), so a caller
 * reaching three schools and one reaching forty share a statement. Everything else stays dynamic.
 */

/**
 * One school in reach (most callers) is `= $school`, which lets PostgreSQL walk the school's sort
 * index for a page; `= any($scope)` would not (measured: a sequential scan and a sort of every
 * row of the school). Several schools are one array, so their count does not change the text.
 */
const singleSchool = (plan: VisibilityPlan): boolean => plan.scope.size === 1;

const placeholders = (plan: VisibilityPlan): Binding => ({
  inScope: (column) =>
    singleSchool(plan) ? eq(column, sql.placeholder('school')) : sql`${column} = any(${sql.placeholder('scope')})`,
  season: sql.placeholder('season'),
  caller: sql.placeholder('caller'),
});

const shapeOf = (plan: VisibilityPlan): string => `${planShape(plan)}${singleSchool(plan) ? '1' : 'n'}`;

const values = (plan: VisibilityPlan): Record<string, unknown> => ({
  school: [...plan.scope][0],
  scope: [...plan.scope],
  season: plan.seasonId,
  caller: plan.callerId,
});

/**
 * PostgreSQL keys prepared statements by their first 63 bytes, and two texts under one name
 * fail: the name is a digest of everything that shapes the SQL text.
 */
const statementName = (key: string): string => `kampus_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`;

/** One row by `field` = key that the plan lets the caller see, or undefined. */
export const preparedItem = async (
  db: Db,
  resource: Resource,
  field: string,
  key: number | string,
  plan: VisibilityPlan,
): Promise<Row | undefined> => {
  const id = `item ${resource.name} ${field} ${shapeOf(plan)}`;
  const statement = prepared(db, id, (database) => {
    const table = resourceTable(resource.name);
    return database
      .select()
      .from(table)
      .where(
        and(
          eq(col(table, field), sql.placeholder('key')),
          ...planConditions(plan, resource, table, placeholders(plan), database),
        ),
      )
      .limit(1)
      .prepare(statementName(id));
  });
  const [row] = await statement.execute({ ...values(plan), key });
  return row as Row | undefined;
};

/** The total and one page of what the plan lets the caller see, in the parsed order (`orderKey`). */
export const preparedPage = async (
  db: Db,
  resource: Resource,
  plan: VisibilityPlan,
  order: { sql: ReturnType<typeof sql>[]; key: string },
  page: { limit: number; offset: number },
  totals?: TableCache,
): Promise<{ items: Row[]; total: number }> => {
  // The sort collation is in the ORDER BY text; it is chosen per database at start-up.
  const shape = `${resource.name} ${shapeOf(plan)}`;
  const totalId = `total ${shape}`;
  const pageId = `page ${shape} ${order.key} ${sortCollation() ?? ''}`;
  const table = resourceTable(resource.name);
  const totalStatement = prepared(db, totalId, (database) =>
    database
      .select({ total: count() })
      .from(table)
      .where(and(...planConditions(plan, resource, table, placeholders(plan), database)))
      .prepare(statementName(totalId)),
  );
  const pageStatement = prepared(db, pageId, (database) =>
    database
      .select()
      .from(table)
      .where(and(...planConditions(plan, resource, table, placeholders(plan), database)))
      .orderBy(...order.sql)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(statementName(pageId)),
  );
  const bound = values(plan);
  const countTotal = async (): Promise<number> => {
    const [totalRow] = await totalStatement.execute(bound);
    return Number(totalRow?.total ?? 0);
  };
  const total = totals
    ? await totals.byTable(resource.table, `${totalId} ${JSON.stringify(bound)}`, countTotal)
    : await countTotal();
  const items = await pageStatement.execute({ ...bound, ...page });
  return { items: items as Row[], total };
};
