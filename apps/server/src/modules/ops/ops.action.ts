import { healthAction, readyAction, versionAction } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { answer, implement } from '../../core/actions.ts';
import { pendingMigrations } from '../../db/migrate.ts';

export const health = implement(healthAction, async () => ({ status: 'ok' as const }));

/** Ready: the database answers and every migration is applied; 503 otherwise, and while the node drains before a stop. */
export const ready = implement(readyAction, async ({ services }) => {
  if (services.lifecycle.draining) return answer(503, { status: 'draining' });
  try {
    await services.db.execute(sql`select 1`);
    const pending = await pendingMigrations(services.db);
    if (pending > 0) return answer(503, { status: 'migrating', pending });
    return { status: 'ready', database: services.driver };
  } catch {
    return answer(503, { status: 'database unreachable' });
  }
});

/** Never cached: the web app compares it to its own version to reload after a deployment. */
export const version = implement(versionAction, async ({ services }) =>
  answer(
    200,
    { version: services.config.version, builtAt: services.startedAt.toISOString() },
    { 'cache-control': 'no-store' },
  ),
);
