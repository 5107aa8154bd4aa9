import { checkConfigurationValue, configurations, isConfigurationKey, type Violation } from '@kampus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { notFound, unprocessable } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { schoolConfiguration } from './school-configuration.operation.ts';

type Entry = { key: string; value: unknown };

const entriesOf = (body: unknown): Entry[] | null => {
  if (typeof body !== 'object' || body === null) return null;
  const list = (body as { configuration?: unknown }).configuration;
  if (!Array.isArray(list)) return null;
  const entries: Entry[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null || typeof (item as Entry).key !== 'string') return null;
    entries.push({ key: (item as Entry).key, value: (item as Entry).value });
  }
  return entries;
};

/** Country, state and city ids must exist, and each must lie inside the one above it. */
const checkPlaces = async (tx: Db, values: Map<string, string | null>, stored: Map<string, string | null>) => {
  const violations: Violation[] = [];
  const valueOf = (key: string) => (values.has(key) ? values.get(key) : stored.get(key)) ?? null;
  const country = valueOf('countryId');
  const state = valueOf('stateId');
  const city = valueOf('cityId');
  const lookup = async (resource: string, id: string | null, parentField?: string) => {
    if (id === null) return null;
    const table = resourceTable(resource);
    const [row] = await tx
      .select(parentField ? { parent: col(table, parentField) } : { parent: col(table, 'id') })
      .from(table)
      .where(eq(col(table, 'id'), Number(id)));
    return row ? { parent: String(row.parent) } : undefined;
  };
  const countryRow = await lookup('countries', country);
  if (countryRow === undefined) violations.push({ propertyPath: 'countryId', message: 'validation.invalid_reference' });
  const stateRow = await lookup('states', state, 'country');
  // A state is compared with the country only when that country exists (else the country is the error).
  const stateOutside = stateRow && countryRow !== undefined && country !== null && stateRow.parent !== country;
  if (stateRow === undefined || stateOutside)
    violations.push({ propertyPath: 'stateId', message: 'validation.invalid_reference' });
  const cityRow = await lookup('cities', city, 'state');
  const cityOutside = cityRow && stateRow && !stateOutside && state !== null && cityRow.parent !== state;
  if (cityRow === undefined || cityOutside)
    violations.push({ propertyPath: 'cityId', message: 'validation.invalid_reference' });
  // A save that touches no place is not blocked by an old broken one.
  return ['countryId', 'stateId', 'cityId'].some((key) => values.has(key)) ? violations : [];
};

/**
 * PUT /{lang}/schools/{schoolId}/configuration {configuration: [{key, value}]}: the keys sent are
 * set (an empty value clears one), every other key is kept. Every value is checked first; one bad
 * value is a 422 naming it, and nothing is saved. The writes run in one transaction.
 */
export const saveSchoolConfiguration = async (db: Db, ctx: RequestContext, schoolId: number, body: unknown) => {
  authorize(ctx, configurations, 'create');
  authorize(ctx, configurations, 'update');
  if (ctx.caller && !ctx.reach.has(schoolId)) throw notFound();
  const entries = entriesOf(body);
  if (entries === null) throw unprocessable([{ propertyPath: 'configuration', message: 'validation.invalid' }]);
  const violations: Violation[] = [];
  const values = new Map<string, string | null>();
  for (const { key, value } of entries) {
    if (!isConfigurationKey(key)) {
      violations.push({ propertyPath: key, message: 'validation.invalid_choice' });
      continue;
    }
    const checked = checkConfigurationValue(key, value);
    if (checked.ok) values.set(key, checked.value);
    else violations.push({ propertyPath: key, message: checked.message });
  }
  if (violations.length > 0) throw unprocessable(violations);

  const schools = resourceTable('schools');
  const table = resourceTable('configurations');
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [school] = await tx
      .select({ id: col(schools, 'id') })
      .from(schools)
      .where(eq(col(schools, 'id'), schoolId));
    if (!school) throw notFound();
    const rows = await tx
      .select({ key: col(table, 'key'), value: col(table, 'value') })
      .from(table)
      .where(eq(col(table, 'school'), schoolId));
    const stored = new Map(rows.map((row) => [String(row.key), row.value === null ? null : String(row.value)]));
    const places = await checkPlaces(tx, values, stored);
    if (places.length > 0) throw unprocessable(places);
    const cleared = [...values].filter(([, value]) => value === null).map(([key]) => key);
    if (cleared.length > 0) {
      await tx.delete(table).where(and(eq(col(table, 'school'), schoolId), inArray(col(table, 'key'), cleared)));
    }
    for (const [key, value] of values) {
      if (value === null || stored.get(key) === value) continue;
      await tx
        .insert(table)
        .values({ school: schoolId, key, value })
        .onConflictDoUpdate({ target: [col(table, 'school'), col(table, 'key')], set: { value } });
    }
  });
  return schoolConfiguration(db, ctx, schoolId);
};
