import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

/** What route handlers reach for: the database, the signing key and the settings. */
export interface Services {
  db: Db;
  key: Uint8Array;
  config: Config;
  driver: 'pglite' | 'postgres';
  startedAt: Date;
}
