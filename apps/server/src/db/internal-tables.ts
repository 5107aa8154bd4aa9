import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/** Tables that are no resource of the API: sessions, login attempts, keys, page views. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id'),
    /** How the session began: password, social, reset or impersonation (a credential change wants a fresh password one). */
    method: text('method').default('password').notNull(),
    /** An impersonation's schools: where the impersonator manages the target; null is no limit beyond the user's own reach. */
    schools: integer('schools').array(),
    /**
     * The API key this session comes from: the key's own session, and any impersonation (or
     * return from one) started with it. Such a session never mints keys and ends with the key.
     * No foreign key: `api_keys` already references its session, and a key id outlives nothing.
     */
    apiKeyId: uuid('api_key_id'),
    /**
     * When the holder last gave a second factor in this session (the sign-in's second step or a
     * step-up); acts that want a fresh one (impersonation, API keys) look at it.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * A sign-in of someone the school group's policy wants a second factor from, who has none:
     * the session may only enrol one (and read who it is, and sign out) until then.
     */
    enrolOnly: boolean('enrol_only').default(false).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_impersonator_idx').on(t.impersonatorId),
    index('auth_sessions_api_key_idx').on(t.apiKeyId),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('login_attempts_email_at_idx').on(t.email, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
    index('login_attempts_at_idx').on(t.at),
  ],
);

/**
 * Fixed-window counters of rate limits (core/rate-limit.ts): one row per limit and key (an IP
 * address, an e-mail, a user id), counted up by a single atomic upsert so concurrent requests
 * can never all see the same count.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).defaultNow().notNull(),
    hits: integer('hits').default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => col(resourceTable('users'), 'id'), { onDelete: 'set null' }),
    schoolId: integer('school_id').references(() => col(resourceTable('schools'), 'id'), { onDelete: 'cascade' }),
    path: text('path').notNull(),
    title: text('title'),
    meta: jsonb('meta'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('page_views_school_viewed_idx').on(t.schoolId, t.viewedAt)],
);

/**
 * Answers of multi-record commands by `Idempotency-Key` (core/idempotency.ts): a row is
 * reserved before the command runs (`completed` false) and holds its 2xx answer after, for
 * 24 hours. One key per user: two users' keys never meet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /api/attendances/bulk`: the same key on another call is another request. */
    request: text('request').notNull(),
    /** SHA-256 of the request body as JSON. */
    bodyHash: text('body_hash').notNull(),
    completed: boolean('completed').default(false).notNull(),
    status: integer('status'),
    /** The answer's JSON text, byte for byte (jsonb would reorder its keys). */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Which default menu entries (contract `defaultMenus` keys) each menu tree was already offered:
 * the global menus of an audience (`schoolId` null) or one school's. Start-up adds an entry only
 * to the trees that were never offered it, so an entry a school deleted or moved on purpose is
 * never added back or put back in place. One row per tree, the keys as an array: start-up reads
 * a few thousand short rows, not one per entry.
 */
export const menuOffers = pgTable(
  'menu_offers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => col(resourceTable('schools'), 'id'), { onDelete: 'cascade' }),
    type: text('type').notNull(),
    keys: text('keys').array().notNull(),
  },
  (t) => [unique('menu_offers_tree_unique').on(t.schoolId, t.type).nullsNotDistinct()],
);

/**
 * The language each person last used Kampus in (the interface's, which the web sends with every
 * call): what their notices are written in, so a family whose warden writes Arabic still reads
 * Turkish. Written when it changes, by a browser session of the person themself (never an
 * impersonation or an API key).
 */
export const readerLanguages = pgTable('reader_languages', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});
