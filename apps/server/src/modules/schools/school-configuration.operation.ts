import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { notFound } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/**
 * GET /{lang}/schools/{schoolId}/configuration: the school's settings as key/value pairs, plus
 * the three the client reads on every school switch (countryId, institutionType, language).
 */
export const schoolConfiguration = async (db: Db, ctx: RequestContext, schoolId: number) => {
  if (ctx.caller && !ctx.reach.has(schoolId)) throw notFound();
  const schools = resourceTable('schools');
  const [school] = await db
    .select()
    .from(schools)
    .where(eq(col(schools, 'id'), schoolId));
  if (!school) throw notFound();
  const table = resourceTable('configurations');
  const rows = await db
    .select({ key: col(table, 'key'), value: col(table, 'value') })
    .from(table)
    .where(and(eq(col(table, 'school'), schoolId)));
  const values = Object.fromEntries(
    rows.map((row) => [String(row.key), row.value === null ? null : String(row.value)]),
  );
  return {
    configuration: rows.map((row) => ({ key: row.key, value: row.value })),
    countryId: values.countryId ?? null,
    institutionType: values.institutionType ?? String(school.type),
    language: values.language ?? null,
  };
};
