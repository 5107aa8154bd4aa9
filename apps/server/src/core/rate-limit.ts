import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';
import { Problem } from './problem.ts';

/** One limit: at most `limit` hits per key in a fixed window of `windowMinutes`. */
export interface RateLimit {
  /** Names the limit, e.g. `mail-ip`; counters of different limits never mix. */
  bucket: string;
  limit: number;
  windowMinutes: number;
}

/** Counters of windows long gone are of no use. */
const sweepRateLimits = async (db: Db): Promise<void> => {
  await queryRows(db, sql`delete from rate_limits where window_start < now() - interval '1 day'`);
};

/**
 * Counts one hit for a key and answers whether it is within the limit. The count is a single
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`: PostgreSQL locks the row for the update, so
 * concurrent hits on one key are counted one after another and exactly `limit` of them pass, on
 * every node. A window that has passed starts again at 1. Count BEFORE the work it guards.
 */
export const hitRateLimit = async (db: Db, rule: RateLimit, key: string): Promise<boolean> => {
  const expired = sql`rate_limits.window_start <= now() - make_interval(mins => ${rule.windowMinutes})`;
  const [row] = await queryRows(
    db,
    sql`insert into rate_limits (bucket, key, window_start, hits) values (${rule.bucket}, ${key}, now(), 1)
        on conflict (bucket, key) do update set
          hits = case when ${expired} then 1 else rate_limits.hits + 1 end,
          window_start = case when ${expired} then now() else rate_limits.window_start end
        returning hits`,
  );
  return Number(row?.hits ?? Number.POSITIVE_INFINITY) <= rule.limit;
};

/**
 * Like `hitRateLimit`, answering 429 past the limit, and now and then (about one call in fifty)
 * forgetting windows long gone. For a request's own connection, not inside a transaction.
 */
export const enforceRateLimit = async (db: Db, rule: RateLimit, key: string): Promise<void> => {
  if (Math.random() < 0.02) await sweepRateLimits(db);
  if (!(await hitRateLimit(db, rule, key))) throw new Problem(429, 'errors.too_many_requests');
};

/**
 * Takes back one hit counted by `hitRateLimit` (never below zero): for limits that count
 * failures, each try is counted before the work (so a burst cannot pass together) and refunded
 * when it turns out to be no failure.
 */
export const refundRateLimit = async (db: Db, rule: RateLimit, key: string): Promise<void> => {
  await queryRows(
    db,
    sql`update rate_limits set hits = greatest(hits - 1, 0) where bucket = ${rule.bucket} and key = ${key}`,
  );
};
