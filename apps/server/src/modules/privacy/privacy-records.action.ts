import {
  deletePersonalDataRequests,
  disclosures,
  iri,
  OPEN_REQUEST_STATUSES,
  requestsDueAction,
  studentDisclosuresAction,
} from '@kampus/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { implement } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { find } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * The disclosure log's lines naming the student, in the student's school (the engine has loaded
 * the student through the caller's reach, so a student beyond it is 404 before this runs). One
 * query: the ids are a jsonb array, matched by containment.
 */
export const studentDisclosures = implement(studentDisclosuresAction, async ({ db, record }) => {
  const table = system(db).of(disclosures).table;
  const rows = await db
    .select()
    .from(table)
    .where(
      and(eq(table.school, Number(record.school)), sql`${table.studentIds} @> ${JSON.stringify([record.id])}::jsonb`),
    )
    .orderBy(desc(table.at), desc(table.id));
  return {
    disclosures: rows.map((row) => ({
      id: row.id,
      at: String(row.at),
      clientKind: row.clientKind,
      client: row.client,
      user: row.user === null ? null : iri('users', row.user),
      route: row.route,
      recordCount: row.recordCount,
      school: iri('schools', row.school),
    })),
  };
});

const countOf = async (db: Db, ctx: RequestContext, query: Record<string, string | string[]>): Promise<number> =>
  (await find(db, ctx, deletePersonalDataRequests, { ...query, itemsPerPage: '1' })).total;

/** The requests in the caller's schools still open, overdue and due soon: the list's own filters, counted. */
export const requestsDue = implement(requestsDueAction, async ({ db, ctx }) => ({
  open: await countOf(db, ctx, { 'requestStatus[]': [...OPEN_REQUEST_STATUSES] }),
  overdue: await countOf(db, ctx, { overdue: 'true' }),
  dueSoon: await countOf(db, ctx, { dueSoon: 'true' }),
}));
