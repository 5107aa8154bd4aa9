import { gradeLevels, seasons } from '@kampus/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** A timestamp as the binding writes `dateLastModified` (ISO 8601, UTC, milliseconds). */
export const isoTime = (column: SQLWrapper): SQL => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as `YYYY-MM-DD`, or '' when none. */
export const isoDate = (column: SQLWrapper): SQL => sql`coalesce(${column}::text, '')`;

/**
 * A grade level's CEDS grade code from its title (`9. Sınıf` -> `09`), '' when the title has no
 * number: the first run of digits, padded to two.
 */
export const gradeCode = (db: Db, ctx: RequestContext, gradeLevel: SQLWrapper): SQL => {
  const levels = scoped(db, ctx).of(gradeLevels).table;
  const digits = sql`substring(${levels.title} from '[0-9]+')`;
  return sql`coalesce((select case when length(${digits}) >= 2 then ${digits} else lpad(${digits}, 2, '0') end
    from ${levels} where ${levels.id} = ${gradeLevel}), '')`;
};

/**
 * The seasons the roster is of: the active one when the caller named it, else each school's
 * default season, among the seasons the caller sees. One sub-select every source reuses.
 */
export const rosterSeasons = (db: Db, ctx: RequestContext): SQL => {
  const access = scoped(db, ctx).of(seasons);
  const which =
    ctx.activeSeasonId === null
      ? sql`${access.table.isDefault} = true`
      : sql`${access.table.id} = ${ctx.activeSeasonId}`;
  return sql`select ${access.table.id} from ${access.table} where ${access.condition({}, which) ?? sql`true`}`;
};

/** A condition that always holds, for a visibility that adds none. */
export const whereOf = (condition: SQL | undefined): SQL => condition ?? sql`true`;
