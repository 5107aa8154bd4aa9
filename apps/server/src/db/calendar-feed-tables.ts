import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/**
 * Each user's private calendar feed (docs/calendar-feed.md): the SHA-256 of the address's secret,
 * never the secret, so a copy of the database opens no one's calendar. One feed a user: a new
 * address replaces the row; revoking deletes it. `language` is the one the person used when they
 * made it, since a calendar application sends none of its own.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});
