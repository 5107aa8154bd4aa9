import type { Resource } from '@kampus/contract';
import { STATEMENT_BREAK } from './migrate.ts';

/** The payload prefix of a row change: `rows:<table>` on the request cache's channel. */
export const ROWS_PREFIX = 'rows:';

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * `migrations/repeatable/row_notify.sql`, written by `npm run db:generate`: a statement trigger on
 * every resource table that sends `rows:<table>` on the request cache's channel when rows are
 * inserted, changed, deleted or truncated. The nodes keep list totals in memory
 * (core/request-cache.ts) and drop a table's totals when it arrives; PostgreSQL sends it at commit
 * only and folds repeats within one transaction into one. A trigger, not the engine, sends it, so
 * a job, an import or an SQL console cannot leave a total stale.
 */
export const rowNotifySql = (resources: readonly Resource[]): string => {
  const tables = [...new Set(resources.map((resource) => resource.table))].sort();
  return [
    '-- Generated from the declarations by `npm run db:generate` (src/db/row-notify.ts): do not edit.',
    '-- Repeatable: re-applied whenever this text changes, so every statement is idempotent.',
    'create or replace function kampus_rows_notify() returns trigger language plpgsql as $$',
    'begin',
    `  perform pg_notify('kampus_cache', ${quote(ROWS_PREFIX)} || TG_TABLE_NAME);`,
    '  return null;',
    'end',
    '$$;',
    STATEMENT_BREAK,
    'do $$',
    'declare',
    '  resource_table text;',
    'begin',
    `  foreach resource_table in array array[${tables.map(quote).join(', ')}]::text[] loop`,
    "    execute format('drop trigger if exists kampus_rows_notify on %I', resource_table);",
    '    execute format(',
    "      'create trigger kampus_rows_notify after insert or update or delete or truncate on %I '",
    "        'for each statement execute function kampus_rows_notify()',",
    '      resource_table',
    '    );',
    '  end loop;',
    'end',
    '$$;',
    '',
  ].join('\n');
};
