import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/calendar-feed-tables.ts';
import type { Db } from '../../db/database.ts';

/** The secret as stored: its SHA-256, so a copy of the database opens no one's calendar. */
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface FeedState {
  active: boolean;
  createdAt: string | null;
}

const stateOf = (row: { createdAt: Date } | undefined): FeedState =>
  row ? { active: true, createdAt: row.createdAt.toISOString() } : { active: false, createdAt: null };

export const feedState = async (db: Db, userId: number): Promise<FeedState> => {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return stateOf(row);
};

/** A new secret for the user, replacing any earlier one (which stops working at once). */
export const makeFeed = async (db: Db, userId: number, language: Language): Promise<FeedState & { token: string }> => {
  // 32 random bytes: 43 characters of base64url, as `CALENDAR_FEED_TOKEN` expects.
  const token = randomBytes(32).toString('base64url');
  const values = { tokenHash: hashOf(token), language, createdAt: new Date() };
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
    .returning({ createdAt: calendarFeeds.createdAt });
  return { ...stateOf(row), token };
};

/** Whether there was a feed to revoke. */
export const revokeFeed = async (db: Db, userId: number): Promise<boolean> =>
  (await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId }))
    .length > 0;

/** The feed an address names (`.ics` after the secret allowed), or null: never made, replaced or revoked. */
export const feedOwner = async (db: Db, token: string): Promise<{ userId: number; language: string } | null> => {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, language: calendarFeeds.language })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token.replace(/\.ics$/, ''))));
  return row ?? null;
};
