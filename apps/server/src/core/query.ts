import {
  DEFAULT_PAGE_SIZE,
  hasUnstorableText,
  MAX_PAGE_SIZE,
  normalizeField,
  parseId,
  type FieldDef,
  type Language,
  type Resource,
} from '@kampus/contract';
import { asc, desc, eq, gte, isNull, lte, or, gt, lt, type SQL } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import { COLLATED_KINDS, sortRulesFor, textSortTerms } from '../db/collation.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { col, type ResourceTable } from '../db/resource-tables.ts';
import { searchConditions } from '../db/search-text.ts';
import { deadlineConditions } from './deadline-filters.ts';
import { badRequest } from './problem.ts';

export type QueryParams = Record<string, string | string[] | undefined>;

export interface ListQuery {
  where: SQL[];
  order: SQL[];
  page: number;
  itemsPerPage: number;
  paginate: boolean;
  /** Values the query asked for on the tenant field, checked against the caller's reach. */
  tenantValues: number[];
  /**
   * The ORDER BY as a name part (`lastName asc,id asc`, with the language's sort rules when text is
   * sorted: `lastName asc,id asc tr`): pages with equal ones share one SQL text.
   */
  orderKey: string;
}

const column = col;

const values = (raw: string | string[] | undefined): string[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];

/** A filter value in the field's own kind; a reference filter takes an id or an IRI, 0 meaning none. */
const filterValue = (name: string, field: FieldDef, raw: string): unknown => {
  if ((field.kind === 'ref' || field.kind === 'refId') && (raw === '0' || raw === 'null' || raw === '')) return null;
  const result = normalizeField(field.kind === 'password' ? { kind: 'text' } : field, raw);
  if (!result.ok) throw badRequest('errors.bad_filter', { name });
  return result.value;
};

/** `page` and `itemsPerPage`: 1 to 2^31-1, so the offset stays a number PostgreSQL reads. */
const positiveInt = (raw: string | string[] | undefined, fallback: number, name: string): number => {
  const value = values(raw)[0];
  if (value === undefined) return fallback;
  const parsed = parseId(value);
  if (parsed === undefined) throw badRequest('errors.bad_filter', { name });
  return parsed;
};

/** The ORDER BY terms of a field; text sorts by the request language's rules (db/collation.ts). */
const orderBy = (
  resource: Resource,
  table: ResourceTable,
  name: string,
  direction: 'asc' | 'desc',
  language: Language,
  rows: 'all' | 'matches',
): SQL[] => {
  const field = resource.fields[name];
  const terms =
    field && COLLATED_KINDS.has(field.kind)
      ? textSortTerms(column(table, name), field.kind, language, rows)
      : [column(table, name)];
  return terms.map((term) => (direction === 'asc' ? asc(term) : desc(term)));
};

/** The sort rules the order depends on (`tr`, `und tr`), a part of the statement key; empty when it sorts no text. */
const rulesKey = (resource: Resource, names: string[], language: Language): string => {
  const rules = names.flatMap((name) => {
    const kind = resource.fields[name]?.kind;
    return kind !== undefined && COLLATED_KINDS.has(kind) ? [sortRulesFor(kind, language)] : [];
  });
  return [...new Set(rules)].join(' ');
};

/**
 * Turns the query string into conditions (api-contract section 1, filters and paging):
 * `field=v`, `field[]=a&field[]=b`, `field[after]` / `field[before]`, `order[field]=asc|desc`,
 * `search=text`, `page`, `itemsPerPage` (at most 500) and `pagination=false`.
 */
export const parseListQuery = (
  resource: Resource,
  table: ResourceTable,
  query: QueryParams,
  language: Language,
): ListQuery => {
  const where: SQL[] = [];
  const tenantValues: number[] = [];
  const fieldOf = (name: string): FieldDef | undefined => (name === 'id' ? { kind: 'int' } : resource.fields[name]);

  for (const name of [...resource.filters, 'id']) {
    const field = fieldOf(name);
    if (!field) continue;
    const col = column(table, name);
    const exact = [...values(query[name]), ...values(query[`${name}[]`])].map((raw) => filterValue(name, field, raw));
    if (exact.length === 1) where.push(exact[0] === null ? isNull(col) : eq(col, exact[0]));
    if (exact.length > 1) {
      const present = exact.filter((value) => value !== null);
      const conditions = [
        present.length > 0 ? anyOf(col, present) : undefined,
        exact.includes(null) ? isNull(col) : undefined,
      ];
      const combined = or(...conditions.filter((condition): condition is SQL => condition !== undefined));
      if (combined) where.push(combined);
    }
    if (name === resource.tenantField)
      tenantValues.push(...exact.filter((value): value is number => typeof value === 'number'));
    if (field.kind === 'date' || field.kind === 'dateTime') {
      const ranges: [string, (c: AnyPgColumn, v: unknown) => SQL][] = [
        ['after', gte],
        ['before', lte],
        ['strictly_after', gt],
        ['strictly_before', lt],
      ];
      for (const [suffix, operator] of ranges) {
        for (const raw of values(query[`${name}[${suffix}]`])) where.push(operator(col, filterValue(name, field, raw)));
      }
    }
  }

  where.push(...deadlineConditions(resource, table, query));

  const search = values(query.search)[0]?.trim();
  if (search && hasUnstorableText(search)) throw badRequest('errors.bad_filter', { name: 'search' });
  // Every word, folded (no case, no accents), somewhere in the search fields (db/search-text.ts).
  if (search) where.push(...searchConditions(resource, search));
  // A search with a word the trigram index can serve (three letters or more) finds few rows: those
  // are sorted rather than found along the sort index (db/collation.ts `textSortTerms`); shorter
  // words ("Kaya 01") are then tested on the rows the longer ones found.
  const searchWords = search?.split(/\s+/).filter(Boolean) ?? [];
  const rows = searchWords.some((word) => word.length >= 3) && resource.searchFields.length > 0 ? 'matches' : 'all';

  const order: SQL[] = [];
  const orderNames: string[] = [];
  const sortedFields: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const match = /^order\[(\w+)\]$/.exec(key);
    if (!match?.[1]) continue;
    const name = match[1];
    if (name !== 'id' && !resource.orderFields.includes(name)) throw badRequest('errors.bad_order', { name });
    const direction = values(raw)[0]?.toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') throw badRequest('errors.bad_order', { name });
    order.push(...orderBy(resource, table, name, direction, language, rows));
    orderNames.push(`${name} ${direction}`);
    sortedFields.push(name);
  }
  if (order.length === 0) {
    for (const [name, direction] of Object.entries(resource.defaultOrder ?? {})) {
      order.push(...orderBy(resource, table, name, direction, language, rows));
      orderNames.push(`${name} ${direction}`);
      sortedFields.push(name);
    }
  }
  // A stable tiebreak, so pages never repeat or skip rows.
  order.push(asc(col(table, 'id')));

  const paginate = values(query.pagination)[0] !== 'false' && values(query.pagination)[0] !== '0';
  // Above the maximum is refused, not cut: the answer would hold fewer items than asked, unsaid.
  const itemsPerPage = positiveInt(query.itemsPerPage, DEFAULT_PAGE_SIZE, 'itemsPerPage');
  if (itemsPerPage > MAX_PAGE_SIZE) throw badRequest('errors.bad_filter', { name: 'itemsPerPage' });
  const rules = rulesKey(resource, sortedFields, language);
  const orderKey = `${[...orderNames, 'id asc'].join(',')}${rules ? ` ${rules}` : ''}`;
  return { where, order, page: positiveInt(query.page, 1, 'page'), itemsPerPage, paginate, tenantValues, orderKey };
};
