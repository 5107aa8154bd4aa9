import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/**
 * A user's authenticator app (TOTP, RFC 6238): one row per user. The shared secret is kept
 * encrypted with a key derived from the server's signing key (`modules/second-factor/totp.ts`).
 * A row without `enabledAt` is an enrolment begun and not yet confirmed with a first code: it
 * asks nothing at sign-in. `lastStep` is the 30-second step of the last accepted code, so no code
 * is accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/** One-time recovery codes: shown once, kept as SHA-256 hashes (80 random bits each), spent by `usedAt`. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);
