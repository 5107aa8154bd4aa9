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

/**
 * A user's passkeys (WebAuthn credentials), any number each. The public key is stored as the
 * authenticator gave it (COSE, base64url); `counter` is the signature counter of the last use,
 * so a cloned authenticator that goes back in count is refused (one that always says 0 is
 * accepted, as passkeys synced between devices do).
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('user_passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges the server handed out, kept until answered or expired: each is taken by
 * one guarded delete, so a replayed answer finds no challenge. `purpose` keeps a registration's
 * challenge from signing a sign-in and the other way round.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_user_idx').on(t.userId)],
);
