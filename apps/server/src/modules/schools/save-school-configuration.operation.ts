import {
  checkConfigurationValue,
  cities,
  configurations,
  countries,
  isConfigurationKey,
  parseId,
  schools,
  states,
  type Violation,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped, type Scoped } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
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
const checkPlaces = async (repo: Scoped, values: Map<string, string | null>, stored: Map<string, string | null>) => {
  const violations: Violation[] = [];
  const valueOf = (key: string) => (values.has(key) ? values.get(key) : stored.get(key)) ?? null;
  const country = valueOf('countryId');
  const state = valueOf('stateId');
  const city = valueOf('cityId');
  // Null: no value; undefined: a value naming no record; else the record's parent, as text.
  const place = async (id: string | null, find: (id: number) => Promise<{ parent: number } | undefined>) => {
    if (id === null) return null;
    const key = parseId(id);
    const row = key === undefined ? undefined : await find(key);
    return row ? { parent: String(row.parent) } : undefined;
  };
  const countryRow = await place(country, async (id) => {
    const row = await repo.of(countries).first({ id });
    return row && { parent: row.id };
  });
  if (countryRow === undefined) violations.push({ propertyPath: 'countryId', message: 'validation.invalid_reference' });
  const stateRow = await place(state, async (id) => {
    const row = await repo.of(states).first({ id });
    return row && { parent: row.country };
  });
  // A state is compared with the country only when that country exists (else the country is the error).
  const stateOutside = stateRow && countryRow !== undefined && country !== null && stateRow.parent !== country;
  if (stateRow === undefined || stateOutside)
    violations.push({ propertyPath: 'stateId', message: 'validation.invalid_reference' });
  const cityRow = await place(city, async (id) => {
    const row = await repo.of(cities).first({ id });
    return row && { parent: row.state };
  });
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

  await inTransaction(db, async (transaction) => {
    const repo = scoped(transaction, ctx, { across: 'reach' });
    // Another school than the caller's is 404, before anything is said about the values.
    await repo.of(schools).get(schoolId);
    const settings = repo.of(configurations);
    const rows = await settings.list({ school: schoolId });
    const stored = new Map<string, string | null>(rows.map((row) => [row.key, row.value]));
    const places = await checkPlaces(repo, values, stored);
    if (places.length > 0) throw unprocessable(places);
    const cleared = [...values].filter(([, value]) => value === null).map(([key]) => key);
    if (cleared.length > 0) await settings.removeWhere({ school: schoolId, key: cleared.filter(isConfigurationKey) });
    for (const [key, value] of values) {
      if (value === null || stored.get(key) === value || !isConfigurationKey(key)) continue;
      if (stored.has(key)) await settings.updateWhere({ school: schoolId, key }, { value });
      else await settings.insert({ school: schoolId, key, value });
    }
  });
  return schoolConfiguration(db, ctx, schoolId);
};
