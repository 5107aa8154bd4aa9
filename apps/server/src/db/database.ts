import type { SQL } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenPglite, listenPostgres, type ChangeHandlers, type StopFeed } from './change-feed.ts';

/** One interface over both drivers: PGlite embedded, or a PostgreSQL server through `pg`. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** How a transaction runs (isolation level, read only), as drizzle takes it. */
export type TransactionConfig = Parameters<Db['transaction']>[1];

/**
 * Runs `work` in one transaction of `db`, handed to it as a `Db`: whatever takes a database takes
 * the transaction too (a nested call opens a savepoint). Every transaction of the server is
 * opened here, so none needs a cast or a driver's transaction type.
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>, config?: TransactionConfig): Promise<T> =>
  db.transaction((tx) => work(tx), config);

type PoolStats = { total: number; idle: number; waiting: number };

export interface Database {
  db: Db;
  /**
   * Where reads that write nothing go (lists, exports, reports): the replica's pool when
   * `readUrl` is set, else the primary itself (`db`).
   */
  readDb: Db;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL pools' connections by pool (absent on PGlite, which has one, in process). */
  poolStats?: () => Partial<Record<'primary' | 'replica', PoolStats>>;
  close: () => Promise<void>;
  /** Follows `NOTIFY`s on a channel until the database closes (see change-feed.ts). */
  listen: (channel: string, handlers: ChangeHandlers) => Promise<void>;
}

/**
 * Keeps the feeds opened on a database, so closing it stops them first. A feed still starting when
 * the database closes is awaited and stopped too: otherwise its LISTEN would run on a closed
 * client and reject with no one to hear it (a server stopped just after it started, in tests).
 */
const feeds = (): { add: (start: Promise<StopFeed>) => Promise<void>; stopAll: () => Promise<void> } => {
  const stops: StopFeed[] = [];
  const starting = new Set<Promise<StopFeed>>();
  let closed = false;
  return {
    add: async (start) => {
      starting.add(start);
      try {
        const stop = await start;
        if (closed) await stop();
        else stops.push(stop);
      } catch (error) {
        // Closed meanwhile: the feed is not wanted any more, so its failure is nobody's.
        if (!closed) throw error;
      } finally {
        starting.delete(start);
      }
    },
    stopAll: async () => {
      closed = true;
      await Promise.allSettled([...starting]);
      await Promise.all(stops.splice(0).map((stop) => stop()));
    },
  };
};

/**
 * A `pg` client class whose queries report their time (the metrics' query histogram). Both forms
 * are timed: the promise drizzle uses and the callback the pool's own `query` uses.
 */
const timedClient = (pg: typeof import('pg').default, onQuery: (seconds: number) => void): typeof pg.Client => {
  class TimedClient extends pg.Client {}
  const original = pg.Client.prototype.query;
  const timed = function (this: InstanceType<typeof pg.Client>, ...args: unknown[]): unknown {
    const started = performance.now();
    const done = () => onQuery((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return Reflect.apply(last, undefined, results) as unknown;
      };
      return Reflect.apply(original, this, args);
    }
    const result = Reflect.apply(original, this, args) as unknown;
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  TimedClient.prototype.query = timed as typeof original;
  return TimedClient;
};

export const openDatabase = async (options: {
  databaseUrl?: string;
  /** A read replica of `databaseUrl`: a second pool, for `readDb`. */
  readUrl?: string;
  dataDir: string;
  /** Called with each pool query's time in seconds. */
  onQuery?: (seconds: number) => void;
  /** Called when the database ends an idle pooled connection (the pool drops it and opens another). */
  onIdleError?: (pool: string, error: Error) => void;
}): Promise<Database> => {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Dates and timestamps stay strings: the wire format is the database's text form.
    const poolOf = (connectionString: string, role: string) => {
      const made = new pg.Pool({
        connectionString,
        max: Number(process.env.DATABASE_POOL ?? 10),
        // Names the pool in pg_stat_activity, so a DBA (and the replica test) sees who asks where.
        application_name: `kampus-${role}`,
        ...(options.onQuery ? { Client: timedClient(pg, options.onQuery) } : {}),
      });
      // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is an
      // 'error' on the pool, which crashes the process unless someone listens: the pool has
      // already dropped the connection, so it is only told (a CI run's PostgreSQL suite met one).
      made.on('error', (error) => options.onIdleError?.(role, error));
      return made;
    };
    const pool = poolOf(options.databaseUrl, 'primary');
    const replica = options.readUrl ? poolOf(options.readUrl, 'replica') : undefined;
    const statsOf = (of: InstanceType<typeof pg.Pool>): PoolStats => ({
      total: of.totalCount,
      idle: of.idleCount,
      waiting: of.waitingCount,
    });
    const open = feeds();
    const db = drizzle(pool) as unknown as Db;
    return {
      db,
      readDb: replica ? (drizzle(replica) as unknown as Db) : db,
      driver: 'postgres',
      poolStats: () => ({ primary: statsOf(pool), ...(replica ? { replica: statsOf(replica) } : {}) }),
      close: async () => {
        await open.stopAll();
        await pool.end();
        await replica?.end();
      },
      listen: (channel, handlers) =>
        open.add(listenPostgres(pg.Client, options.databaseUrl as string, channel, handlers)),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const open = feeds();
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    readDb: db,
    driver: 'pglite',
    close: async () => {
      await open.stopAll();
      await client.close();
    },
    listen: (channel, handlers) => open.add(listenPglite(client, channel, handlers)),
  };
};

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{ rows }`). */
export const queryRows = async (db: Db, query: SQL): Promise<Record<string, unknown>[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
};
