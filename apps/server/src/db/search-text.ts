import type { Resource } from '@kampus/contract';
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { columnName } from './naming.ts';
import { FOLD_BODY } from './text-rules.ts';

/**
 * What `?search=` looks in: a stored generated column, `kampus_search`, on every table whose
 * resource declares search fields: those fields joined by spaces and folded (`kampus_fold`: lower
 * case, no accents), so "deniz ogrenci" finds Deniz Öğrenci across name and last name. It is
 * computed once per write, so a search compares stored text (a trigram index serves it on
 * PostgreSQL) instead of folding every candidate row: folding in the query cost about 30 µs a row,
 * and a planner that walks a school's sort index with the search as a filter folds all of them.
 *
 * The column is no part of the declarations (drizzle never selects or writes it): the repeatable
 * migration adds it (derived-indexes.ts), and recomputes it when the fields or the fold change.
 */
export const SEARCH_COLUMN = 'kampus_search';

/** Enough for any name; more words would only lengthen the query. */
const MAX_SEARCH_WORDS = 8;

/** The generation expression, over bare column names; undefined when the resource has no search fields. */
export const searchExpressionSql = (resource: Resource): string | undefined => {
  const columns = resource.searchFields.flatMap((name) => {
    const field = resource.fields[name];
    return field ? [columnName(name, field)] : [];
  });
  if (columns.length === 0) return undefined;
  return `kampus_fold(${columns.map((column) => `coalesce(${column}::text, '')`).join(" || ' ' || ")})`;
};

/** The column's comment: names its origin and, by a digest, the expression and fold it was computed by. */
export const searchColumnComment = (expression: string): string =>
  `kampus search text (src/db/search-text.ts) ${createHash('sha256')
    .update(`${expression}\n${FOLD_BODY}`)
    .digest('hex')
    .slice(0, 16)}`;

/**
 * One condition per word of the search: every word must occur somewhere in the folded text, so
 * "öğrenci deniz" finds what "deniz öğrenci" finds. The word is folded by the same function (a
 * constant the planner folds before it picks the trigram index); `%`, `_` and `\` match themselves.
 */
export const searchConditions = (resource: Resource, search: string): SQL[] => {
  if (!searchExpressionSql(resource)) return [];
  const column = sql`${sql.identifier(resource.table)}.${sql.identifier(SEARCH_COLUMN)}`;
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => sql`${column} like kampus_fold(${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`);
};
