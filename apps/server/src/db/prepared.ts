import type { Db } from './database.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database and reused: the hot queries of every request (the
 * caller's session, the school tree) skip Drizzle's query building and PostgreSQL's planning.
 */
export const prepared = <T>(db: Db, name: string, build: (db: Db) => T): T => {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build(db));
  return statements.get(name) as T;
};
