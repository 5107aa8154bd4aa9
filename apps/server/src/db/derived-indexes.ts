import type { Resource } from '@kampus/contract';
import { STATEMENT_BREAK } from './migrate.ts';
import { columnName } from './naming.ts';

/** Field kinds a list sorts in the Unicode collation (core/query.ts `orderBy`). */
const COLLATED_KINDS = new Set(['text', 'longText', 'email', 'enum']);

/** PostgreSQL cuts longer identifiers, and two cut names could collide: the generator refuses them. */
const MAX_IDENTIFIER = 63;

export interface DerivedIndex {
  name: string;
  table: string;
  /** `sort`: (tenant, field in the Unicode collation, id); `trigram`: GIN on the field for `ilike '%term%'`. */
  kind: 'sort' | 'trigram';
  tenantColumn?: string;
  column: string;
}

const checkedName = (name: string): string => {
  if (name.length > MAX_IDENTIFIER) throw new Error(`index name ${name} is longer than ${MAX_IDENTIFIER}`);
  return name;
};

/**
 * The indexes the declarations imply but drizzle cannot declare, because they depend on what the
 * database offers: a list ordered by a text field sorts in the ICU collation when there is one,
 * which a plain (tenant, field) index cannot serve; and `search` is `ilike '%term%'`, which only
 * a trigram index (pg_trgm) can serve.
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
      return [
        {
          name: checkedName(`${prefix}_${column}_collated_idx`),
          table: resource.table,
          kind: 'sort',
          column,
          ...(tenantColumn ? { tenantColumn } : {}),
        },
      ];
    });
    const trigrams = resource.searchFields.flatMap((name): DerivedIndex[] => {
      const field = resource.fields[name];
      if (!field) return [];
      const column = columnName(name, field);
      return [
        { name: checkedName(`${resource.table}_${column}_trgm_idx`), table: resource.table, kind: 'trigram', column },
      ];
    });
    return [...sorts, ...trigrams];
  });

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

const sortStatement = (index: DerivedIndex): string =>
  `  execute format('create index if not exists %I on %I (${index.tenantColumn ? '%I, ' : ''}%I collate %I, id)', ${[
    index.name,
    index.table,
    ...(index.tenantColumn ? [index.tenantColumn] : []),
    index.column,
  ]
    .map(quote)
    .join(', ')}, sort_collation);`;

const trigramStatement = (index: DerivedIndex): string =>
  `  create index if not exists ${index.name} on ${index.table} using gin (${index.column} gin_trgm_ops);`;

/**
 * Drops the derived indexes of a kind that no declaration asks for any more: named like them and
 * built like them (`marker` in the definition), so an index of the declarations is never touched.
 */
const dropStale = (suffix: string, marker: string, names: string[]): string =>
  [
    `  for stale in select indexname from pg_indexes where schemaname = current_schema()`,
    `    and indexname like ${quote(`%\\_${suffix}\\_idx`)} and indexdef ilike ${quote(`%${marker}%`)}`,
    `    and indexname <> all (array[${names.map(quote).join(', ')}]::text[]) loop`,
    `    execute format('drop index %I', stale);`,
    '  end loop;',
  ].join('\n');

/**
 * `migrations/repeatable/derived_indexes.sql`, written by `npm run db:generate` and checked by
 * `npm run db:check`. Applied on every database, it creates what the database can hold and skips
 * the rest: the sort indexes only where an ICU collation works (PostgreSQL; PGlite has none), the
 * trigram indexes only where pg_trgm can be created.
 */
export const derivedIndexesSql = (resources: readonly Resource[]): string => {
  const indexes = derivedIndexes(resources);
  const sorts = indexes.filter((index) => index.kind === 'sort');
  const trigrams = indexes.filter((index) => index.kind === 'trigram');
  const sortBlock = [
    '-- Sort indexes: a list ordered by a text field sorts in the first Unicode collation that works',
    "-- (src/db/collation.ts): 'unicode' on PostgreSQL 16+, 'und-x-icu' on 15. Without one (PGlite) text",
    '-- sorts in the database order, which the (tenant, field) indexes of the declarations serve.',
    'do $$',
    'declare',
    '  candidate text;',
    '  sort_collation text;',
    '  stale text;',
    'begin',
    "  foreach candidate in array array['unicode', 'und-x-icu'] loop",
    '    begin',
    "      execute format('select %L collate %I < %L', 'a', candidate, 'b');",
    '      sort_collation := candidate;',
    '      exit;',
    '    exception when others then',
    '      null;',
    '    end;',
    '  end loop;',
    dropStale(
      'collated',
      ' collate ',
      sorts.map((index) => index.name),
    ),
    '  if sort_collation is null then',
    '    return;',
    '  end if;',
    ...sorts.map(sortStatement),
    'end',
    '$$;',
  ].join('\n');
  const trigramBlock = [
    '-- Trigram indexes: `search` is ilike on the search fields, which no b-tree can serve.',
    'do $$',
    'declare',
    '  stale text;',
    'begin',
    dropStale(
      'trgm',
      'gin_trgm_ops',
      trigrams.map((index) => index.name),
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
    sortBlock,
    STATEMENT_BREAK,
    trigramBlock,
    '',
  ].join('\n');
};
