import type { Resource } from '@kampus/contract';
import { and, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { col, type ResourceTable } from '../db/resource-tables.ts';
import { badRequest } from './problem.ts';

/** How many days ahead a row counts as due soon (the reminder is sent as many days before). */
export const DUE_SOON_DAYS = 7;

const flag = (raw: string | string[] | undefined, name: string): boolean => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw badRequest('errors.bad_filter', { name });
};

/**
 * `overdue=true` and `dueSoon=true` on a resource with a `deadline` (data-subject requests):
 * still open and due before today, or due from today to 7 days ahead. Today is the database's.
 */
export const deadlineConditions = (
  resource: Resource,
  table: ResourceTable,
  query: Record<string, string | string[] | undefined>,
): SQL[] => {
  const deadline = resource.deadline;
  if (!deadline) return [];
  const due = col(table, deadline.field);
  const open = inArray(col(table, deadline.openField), [...deadline.open]);
  const where: SQL[] = [];
  if (flag(query.overdue, 'overdue')) where.push(and(open, lt(due, sql`current_date`)) ?? open);
  if (flag(query.dueSoon, 'dueSoon')) {
    const soon = and(open, gte(due, sql`current_date`), lte(due, sql`current_date + ${DUE_SOON_DAYS}::int`));
    where.push(soon ?? open);
  }
  return where;
};
