import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What a change feed tells its listener. */
export interface ChangeHandlers {
  /** A committed change: the payload the trigger sent (the table's name). */
  changed: (payload: string) => void;
  /** The feed is listening (first time, or again after a loss): anything cached before may be stale. */
  listening: () => void;
  /** The feed is lost: notifications may be missed until `listening` is called again. */
  lost: () => void;
}

export type StopFeed = () => Promise<void>;

/** PGlite runs in this process: its notifications arrive in the same call that commits. */
export const listenPglite = async (client: PGlite, channel: string, handlers: ChangeHandlers): Promise<StopFeed> => {
  const unlisten = await client.listen(channel, handlers.changed);
  handlers.listening();
  return async () => {
    handlers.lost();
    await unlisten();
  };
};

const RETRY_MS = [100, 500, 1000, 5000];

/**
 * On a PostgreSQL server, one dedicated connection (outside the pool) LISTENs. When it fails the
 * cache is told at once (`lost`) and the connection is opened again, with growing pauses,
 * until it listens again (`listening`).
 */
export const listenPostgres = async (
  Client: typeof pg.Client,
  connectionString: string,
  channel: string,
  handlers: ChangeHandlers,
): Promise<StopFeed> => {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    let failed = false;
    const fail = (): void => {
      if (failed) return;
      failed = true;
      handlers.lost();
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (stopped) return;
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5000;
      attempt += 1;
      timer = setTimeout(() => void connect().catch(() => undefined), delay);
    };
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.changed(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch {
      // Boot goes on with the cache off; the retry above brings it back.
      fail();
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    handlers.listening();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = null;
    handlers.lost();
    if (current) {
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end();
    }
  };
};
