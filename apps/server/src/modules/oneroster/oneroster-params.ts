import { sql, type SQL } from 'drizzle-orm';
import { refuse } from './oneroster-errors.ts';

/** The binding's default page size; a client asks for more with `limit`, up to MAX_LIMIT. */
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 10_000;

export interface ListQuery {
  limit?: string;
  offset?: string;
  sort?: string;
  orderBy?: string;
  filter?: string;
  fields?: string;
}

const column = (name: string): SQL => sql`r.${sql.identifier(name)}`;

const OPERATORS: Record<string, (left: SQL, value: string) => SQL> = {
  '=': (left, value) => sql`${left} = ${value}`,
  '!=': (left, value) => sql`${left} <> ${value}`,
  '>': (left, value) => sql`${left} > ${value}`,
  '>=': (left, value) => sql`${left} >= ${value}`,
  '<': (left, value) => sql`${left} < ${value}`,
  '<=': (left, value) => sql`${left} <= ${value}`,
  // `~` is the binding's "contains", case-insensitive; LIKE's own wildcards in the value are literal.
  '~': (left, value) => sql`strpos(lower(${left}), lower(${value})) > 0`,
};

const PREDICATE = String.raw`\s*([A-Za-z][A-Za-z0-9.]*)\s*(!=|>=|<=|=|>|<|~)\s*'((?:[^']|'')*)'\s*`;
const FILTER = new RegExp(`^${PREDICATE}(?:\\s(AND|OR)\\s${PREDICATE})?$`);

/**
 * `filter` in the binding's grammar: `field<op>'value'`, or two such joined by `AND` or `OR`
 * (values are compared as the text the binding shows: ISO dates compare in time order). A field
 * the collection has not, or a filter it cannot read, is the binding's 400 `invalid_filter_field`.
 */
export const filterCondition = (filter: string | undefined, fields: ReadonlySet<string>): SQL => {
  if (filter === undefined || filter.trim() === '') return sql`true`;
  const match = FILTER.exec(filter);
  if (!match)
    throw refuse(400, 'invalid_filter_field', `The filter "${filter}" is not field<op>'value' (AND|OR one more).`);
  const predicate = (field: string | undefined, operator: string | undefined, value: string | undefined): SQL => {
    const build = OPERATORS[operator ?? ''];
    if (field === undefined || !fields.has(field) || !build) {
      throw refuse(400, 'invalid_filter_field', `Filtering on "${field ?? ''}" is not supported.`);
    }
    return build(column(field), (value ?? '').replaceAll("''", "'"));
  };
  const first = predicate(match[1], match[2], match[3]);
  if (match[4] === undefined) return first;
  const second = predicate(match[5], match[6], match[7]);
  return match[4] === 'AND' ? sql`(${first} and ${second})` : sql`(${first} or ${second})`;
};

/** `sort` (one field of the collection) and `orderBy` (`asc`, `desc`); the sourcedId breaks ties so pages never overlap. */
export const sortOrder = (query: ListQuery, fields: ReadonlySet<string>): SQL => {
  const direction = query.orderBy ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc') {
    throw refuse(400, 'invaliddata', `orderBy is asc or desc, not "${direction}".`);
  }
  const ties = sql`r."sourcedId" ${sql.raw(direction)}`;
  if (query.sort === undefined || query.sort === '') return ties;
  if (!fields.has(query.sort)) throw refuse(400, 'invalid_sort_field', `Sorting by "${query.sort}" is not supported.`);
  return sql`${column(query.sort)} ${sql.raw(direction)}, ${ties}`;
};

const count = (name: string, value: string | undefined, fallback: number, least: number): number => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < least) {
    throw refuse(400, 'invaliddata', `${name} is a whole number of at least ${least}, not "${value}".`);
  }
  return Math.min(Number(value), name === 'limit' ? MAX_LIMIT : Number.MAX_SAFE_INTEGER);
};

export const paging = (query: ListQuery): { limit: number; offset: number } => ({
  limit: count('limit', query.limit, DEFAULT_LIMIT, 1),
  offset: count('offset', query.offset, 0, 0),
});

/** `fields`: the properties each record keeps; one the collection has not is the binding's 400 `invalid_selection_field`. */
export const selection = (fields: string | undefined, known: ReadonlySet<string>): string[] | null => {
  if (fields === undefined || fields.trim() === '') return null;
  const names = fields.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) throw refuse(400, 'invalid_selection_field', `There is no field "${unknown}" to select.`);
  return names;
};

export const selected = (record: Record<string, unknown>, names: string[] | null): Record<string, unknown> =>
  names === null
    ? record
    : Object.fromEntries(names.filter((name) => name in record).map((name) => [name, record[name]]));
