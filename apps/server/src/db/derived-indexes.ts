import type { Resource } from '@kampus/contract';
import { COLLATED_KINDS, sortRulesOfKind } from './collation.ts';
import { STATEMENT_BREAK } from './migrate.ts';
import { columnName } from './naming.ts';
import { SEARCH_COLUMN, searchColumnComment, searchExpressionSql } from './search-text.ts';
import { collationOf, textRulesSql, type SortRules } from './text-rules.ts';

/** PostgreSQL cuts longer identifiers, and two cut names could collide: the generator refuses them. */
const MAX_IDENTIFIER = 63;

export interface DerivedIndex {
  name: string;
  table: string;
  /**
   * `sort`: (tenant, field in the collation of `rules`, id), one per language rule set;
   * `trigram`: GIN on the folded search text of the resource (`kampus_search`, db/search-text.ts).
   */
  kind: 'sort' | 'trigram';
  tenantColumn?: string;
  column: string;
  rules?: SortRules;
}

const checkedName = (name: string): string => {
  if (name.length > MAX_IDENTIFIER) throw new Error(`index name ${name} is longer than ${MAX_IDENTIFIER}`);
  return name;
};

/**
 * The indexes the declarations imply but drizzle cannot declare, because they depend on what the
 * database offers: a list ordered by a text field sorts in its language's ICU collation when there
 * is one, which a plain (tenant, field) index cannot serve, so each collation gets its index (a
 * page of 30 of 100,000 students in one school: 0.3 ms with it, 118 ms without; docs/resource-engine.md);
 * and `search` is `like '%word%'` on the stored search text, which only a trigram index (pg_trgm) serves.
 */
export const derivedIndexes = (resources: readonly Resource[]): DerivedIndex[] =>
  resources.flatMap((resource) => {
    const tenantField = resource.tenantField && resource.tenantField !== 'id' ? resource.tenantField : undefined;
    const tenantDef = tenantField ? resource.fields[tenantField] : undefined;
    const tenantColumn = tenantField && tenantDef ? columnName(tenantField, tenantDef) : undefined;
    const sorts = resource.orderFields.flatMap((name): DerivedIndex[] => {
      const field = resource.fields[name];
      if (!field || !COLLATED_KINDS.has(field.kind)) return [];
      const column = columnName(name, field);
      const prefix = tenantColumn ? `${resource.table}_${tenantColumn}` : resource.table;
      return sortRulesOfKind(field.kind).map((rules) => ({
        name: checkedName(`${prefix}_${column}_${rules}_collated_idx`),
        table: resource.table,
        kind: 'sort',
        column,
        rules,
        ...(tenantColumn ? { tenantColumn } : {}),
      }));
    });
    const trigrams: DerivedIndex[] = searchExpressionSql(resource)
      ? [
          {
            name: checkedName(`${resource.table}_search_trgm_idx`),
            table: resource.table,
            kind: 'trigram',
            column: SEARCH_COLUMN,
          },
        ]
      : [];
    return [...sorts, ...trigrams];
  });

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

const sortStatement = (index: DerivedIndex): string =>
  `  create index if not exists ${index.name} on ${index.table} (${index.tenantColumn ? `${index.tenantColumn}, ` : ''}${
    index.column
  } collate ${collationOf(index.rules ?? 'und')}, id);`;

const trigramStatement = (index: DerivedIndex): string =>
  `  create index if not exists ${index.name} on ${index.table} using gin (${index.column} gin_trgm_ops);`;

/**
 * Drops the derived indexes of a kind that no declaration asks for any more: named like them and
 * built like them (`marker` in the definition), so an index of the declarations is never touched.
 * With `current`, also one of the wanted names built otherwise (an index of an earlier version).
 */
const dropStale = (suffix: string, marker: string, names: string[], current?: string): string =>
  [
    `  for stale in select indexname from pg_indexes where schemaname = current_schema()`,
    `    and indexname like ${quote(`%\\_${suffix}\\_idx`)} and indexdef ilike ${quote(`%${marker}%`)}`,
    `    and (indexname <> all (array[${names.map(quote).join(', ')}]::text[])${
      current ? ` or indexdef not ilike ${quote(`%${current}%`)}` : ''
    }) loop`,
    `    execute format('drop index %I', stale);`,
    '  end loop;',
  ].join('\n');

/**
 * The stored search text of each searchable table (db/search-text.ts): added where missing, and
 * dropped and added again (which recomputes every row) when its comment says it was computed by
 * another expression or fold; dropped from tables whose resource no longer declares search fields.
 */
const searchColumnsBlock = (resources: readonly Resource[]): string => {
  const searchable = resources.flatMap((resource) => {
    const expression = searchExpressionSql(resource);
    return expression ? [{ table: resource.table, expression, comment: searchColumnComment(expression) }] : [];
  });
  return [
    `-- Search text: the folded search fields, stored (src/db/search-text.ts).`,
    'do $$',
    'declare',
    '  stale text;',
    'begin',
    `  for stale in select c.relname from pg_attribute a join pg_class c on c.oid = a.attrelid`,
    `    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attname = ${quote(SEARCH_COLUMN)}`,
    `    and not a.attisdropped and c.relname <> all (array[${searchable.map(({ table }) => quote(table)).join(', ')}]::text[]) loop`,
    `    execute format('alter table %I drop column ${SEARCH_COLUMN}', stale);`,
    '  end loop;',
    ...searchable.flatMap(({ table, expression, comment }) => [
      `  if coalesce(col_description(${quote(table)}::regclass, (select attnum from pg_attribute`,
      `    where attrelid = ${quote(table)}::regclass and attname = ${quote(SEARCH_COLUMN)} and not attisdropped)), '') <> ${quote(comment)} then`,
      `    alter table ${table} drop column if exists ${SEARCH_COLUMN};`,
      `    alter table ${table} add column ${SEARCH_COLUMN} text generated always as (${expression}) stored;`,
      `    comment on column ${table}.${SEARCH_COLUMN} is ${quote(comment)};`,
      '  end if;',
    ]),
    'end',
    '$$;',
  ].join('\n');
};

/**
 * `migrations/repeatable/derived_indexes.sql`, written by `npm run db:generate` and checked by
 * `npm run db:check`. Applied on every database, it installs the text rules (functions and, where
 * ICU works, collations) and creates what the database can hold: the sort indexes only where the
 * ICU collations work (PostgreSQL; PGlite has none), the trigram indexes only where pg_trgm can
 * be created.
 */
export const derivedIndexesSql = (resources: readonly Resource[]): string => {
  const indexes = derivedIndexes(resources);
  const sorts = indexes.filter((index) => index.kind === 'sort');
  const trigrams = indexes.filter((index) => index.kind === 'trigram');
  const sortBlock = [
    '-- Sort indexes: a list ordered by a text field sorts in the ICU collation of the request language',
    '-- (src/db/text-rules.ts), one index per collation. Without ICU (PGlite) text sorts by kampus_sort_key,',
    '-- computed per row: there are no sort indexes.',
    'do $$',
    'declare',
    '  stale text;',
    '  icu boolean := true;',
    'begin',
    '  begin',
    `    perform 'a' collate ${collationOf('und')} < 'b';`,
    '  exception when others then',
    '    icu := false;',
    '  end;',
    dropStale(
      'collated',
      ' collate ',
      sorts.map((index) => index.name),
    ),
    '  if not icu then',
    '    return;',
    '  end if;',
    ...sorts.map(sortStatement),
    'end',
    '$$;',
  ].join('\n');
  const trigramBlock = [
    '-- Trigram indexes: `search` is like on the stored search text (src/db/search-text.ts), which no b-tree can serve.',
    'do $$',
    'declare',
    '  stale text;',
    'begin',
    dropStale(
      'trgm',
      'gin_trgm_ops',
      trigrams.map((index) => index.name),
      `(${SEARCH_COLUMN} gin_trgm_ops)`,
    ),
    '  begin',
    '    create extension if not exists pg_trgm;',
    '  exception when others then',
    "    raise notice 'pg_trgm is not available: searches scan their table';",
    '    return;',
    '  end;',
    ...trigrams.map(trigramStatement),
    'end',
    '$$;',
  ].join('\n');
  return [
    '-- Generated from the declarations by `npm run db:generate` (src/db/derived-indexes.ts): do not edit.',
    '-- Repeatable: re-applied whenever this text changes, so every statement is idempotent.',
    ...textRulesSql().flatMap((statement) => [statement, STATEMENT_BREAK]),
    searchColumnsBlock(resources),
    STATEMENT_BREAK,
    sortBlock,
    STATEMENT_BREAK,
    trigramBlock,
    '',
  ].join('\n');
};
