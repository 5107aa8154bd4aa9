import type { Config } from '../config.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { RequestCache } from './request-cache.ts';
import type { Database, Db } from '../db/database.ts';

/** What route handlers reach for: the database, the signing key and the settings. */
export interface Services {
  db: Db;
  /**
   * Reads that write nothing and need not see this request's own writes (collection GETs,
   * actions declared `reads: 'replica'`: exports, report cards, dashboards): the read replica's
   * pool when `DATABASE_READ_URL` is set, else `db` itself. Never used in a transaction.
   */
  readDb: Db;
  key: Uint8Array;
  config: Config;
  driver: 'pglite' | 'postgres';
  startedAt: Date;
  /** Callers, school tree and season schools between requests, dropped on the database's change notifications. */
  cache: RequestCache;
  /** Resolves once every change committed so far has reached this node's cache (a no-op on PGlite). */
  settle: () => Promise<void>;
  /** Serving or draining before a stop (`/ready` turns 503 while draining). */
  lifecycle: Lifecycle;
  /** Follows a NOTIFY channel until the database closes (live mail delivery across nodes). */
  listen: Database['listen'];
}
