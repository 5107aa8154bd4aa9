import { and, desc, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/database.ts';
import { retentionLog, retentionRuns } from '../../../db/retention-tables.ts';
import { dueRows, heldCount, pendingIds } from './retention.operation.ts';
import { holdCondition, retentionRules } from './rules.ts';

/** What the destruction log and a dry run answer (docs/privacy.md, "Retention and destruction"). */
export interface RetentionForecast {
  resource: string;
  retention: string;
  from: string;
  method: 'destroy' | 'anonymise';
  count: number;
  held: number;
  /** The ids that would go (the first thousand). */
  ids: number[];
}

const FORECAST_IDS = 1000;

/** What a run at `asOf` would destroy or anonymise, and what it would keep under a hold: nothing is written. */
export const forecastRetention = async (db: Db, asOf: Date = new Date()): Promise<RetentionForecast[]> => {
  const forecast: RetentionForecast[] = [];
  for (const rule of retentionRules()) {
    const [total] = await queryRows(
      db,
      sql`select count(*)::int as n ${dueRows(rule, asOf)} and not ${holdCondition(rule)}`,
    );
    const count = Number(total?.n ?? 0);
    const held = await heldCount(db, rule, asOf);
    if (count === 0 && held === 0) continue;
    forecast.push({
      resource: rule.entry.resource,
      retention: rule.entry.retention,
      from: rule.entry.from,
      method: rule.entry.expiry,
      count,
      held,
      ids: count === 0 ? [] : await pendingIds(db, rule, asOf, 0, FORECAST_IDS),
    });
  }
  return forecast;
};

export interface RetentionRunSummary {
  id: number;
  trigger: 'schedule' | 'manual';
  ranBy: number | null;
  asOf: string;
  startedAt: string;
  finishedAt: string | null;
  state: 'running' | 'done';
  entries: {
    resource: string;
    retention: string;
    from: string;
    method: 'destroy' | 'anonymise' | 'held' | 'refused';
    count: number;
    ids: number[];
  }[];
}

/** The destruction log, newest run first: per run and per rule and method, the count and the ids. */
export const retentionRunLog = async (db: Db, limit = 50): Promise<RetentionRunSummary[]> => {
  const runs = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(limit);
  const ids = runs.map((run) => run.id);
  const entries =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(retentionLog)
          .where(and(inArray(retentionLog.runId, ids)))
          .orderBy(retentionLog.id);
  return runs.map((run) => {
    const grouped = new Map<string, RetentionRunSummary['entries'][number]>();
    for (const entry of entries.filter((row) => row.runId === run.id)) {
      const key = `${entry.resource} ${entry.method}`;
      const seen = grouped.get(key);
      if (seen) {
        seen.count += entry.count;
        seen.ids.push(...entry.ids);
      } else {
        grouped.set(key, {
          resource: entry.resource,
          retention: entry.retention,
          from: entry.fromEvent,
          method: entry.method,
          count: entry.count,
          ids: [...entry.ids],
        });
      }
    }
    return {
      id: run.id,
      trigger: run.trigger,
      ranBy: run.ranBy,
      asOf: run.asOf.toISOString(),
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
      state: run.state,
      entries: [...grouped.values()],
    };
  });
};
