import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/**
 * Mail waiting to be delivered. Operations write a row in their own transaction, so a
 * rolled-back change sends nothing; a deliverer sends committed rows and deletes them (their
 * text may hold a one-time link). Rows that keep failing stay, with their last error.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    attempts: integer('attempts').default(0).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('mail_queue_next_attempt_idx').on(t.nextAttemptAt)],
);

/**
 * One-time links mailed to a person: `reset` (forgot password, 24 hours), `invite` (an account
 * made by staff, 7 days), `register`, and `email` (confirms a new address, kept in `email`
 * until the link is opened). Only a SHA-256 of the link's secret is stored.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The new address an `email` link confirms. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Codes mailed to prove an address before self-registration. The code is kept as an HMAC under
 * the server key (six digits would be guessed at once from a plain hash); attempts are counted
 * so a code cannot be guessed online either.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    name: text('name'),
    lastName: text('last_name'),
    language: text('language').notNull(),
    attempts: integer('attempts').default(0).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('email_verifications_email_idx').on(t.email)],
);
