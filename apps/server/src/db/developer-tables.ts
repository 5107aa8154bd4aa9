import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSessions } from './internal-tables.ts';
import { col, resourceTable } from './resource-tables.ts';

/**
 * API keys (developer area). A key is a signed token naming its row; the row keeps only the
 * token's SHA-256, so a copy of the database gives no usable key, and each key stands on a
 * session row of its own (method `api-key`): the caller it authenticates is loaded, cached and
 * revoked exactly like a signed-in user's, on every node.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the whole token, hex: a token of 256 random-strength bits needs no slow hash. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per node (a write per call would cost more than the call). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);
