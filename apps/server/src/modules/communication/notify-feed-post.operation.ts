import {
  AUDIENCE_GROUPS,
  audienceGroupOf,
  audiences,
  feeds,
  isLanguage,
  schools,
  translate,
  users,
  userTypes,
  type AudienceGroup,
  type Language,
  type RowOf,
} from '@kampus/contract';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { system } from '../../core/repository.ts';
import { belongingTo } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { familyLanguage, notifyUsers } from '../notifications/notify-users.operation.ts';

const NOTIFY_FEED_POST = 'communication.notify-feed-post';

/**
 * A post someone publishes is told to its audience (issue 30, part 3, "feed post"): a job queued
 * in the transaction that published it, so a post refused or rolled back tells no one, and a
 * school of thousands is told off the poster's request. A post the system writes (the demo's) is
 * told to no one.
 */
export const queueFeedNotice = async (tx: Db, post: RowOf<typeof feeds>, language: Language): Promise<void> => {
  await enqueue(tx, NOTIFY_FEED_POST, { feed: post.id, language });
};

/** The groups a post is shown to: those chosen, every group when none is (the visibility rule's reading). */
const groupsOf = (audiences: unknown): AudienceGroup[] => {
  const chosen = Array.isArray(audiences)
    ? AUDIENCE_GROUPS.filter((group) => (audiences as unknown[]).includes(group))
    : [];
  return chosen.length > 0 ? chosen : [...AUDIENCE_GROUPS];
};

/**
 * The active accounts of the post's school (its own and its members) in the post's groups, less
 * the poster: one query, whatever the school's size.
 */
const readersOf = async (db: Db, post: RowOf<typeof feeds>): Promise<number[]> => {
  const store = system(db);
  const people = store.of(users).table;
  const kinds = store.of(userTypes).table;
  const groups = new Set(groupsOf(post.audiences));
  const loginTypes = audiences.filter((audience) => groups.has(audienceGroupOf(audience)));
  const shownTo = db.select({ id: kinds.id }).from(kinds).where(inArray(kinds.loginType, loginTypes));
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        inArray(people.userType, shownTo),
        eq(people.isActive, true),
        belongingTo(db, new Set([post.school])),
        post.poster === null ? undefined : ne(people.id, post.poster),
      ) as SQL,
    );
  return rows.map((row) => row.id);
};

/** Tells the post's readers, each in their own language: its title, and its short text where it has one. */
const notifyFeedPost = async (tx: Db, id: number, fallback: Language): Promise<void> => {
  const store = system(tx);
  const post = await store.of(feeds).first({ id });
  if (!post) return;
  const school = await store.of(schools).first({ id: post.school });
  const words = { school: school?.title ?? '', title: post.title };
  await notifyUsers(tx, {
    users: await readersOf(tx, post),
    school: post.school,
    student: null,
    kind: 'feed_post',
    render: (reader) => ({
      title: translate(reader, 'ui.communication.notify_post_subject', words),
      body: post.shortText?.trim() || translate(reader, 'ui.communication.notify_post_body', words),
    }),
    link: '/feeds',
    language: await familyLanguage(tx, post.school, fallback),
  });
};

export const notifyFeedPostJob = defineJob({
  task: NOTIFY_FEED_POST,
  run: async (tx, job) => {
    const { feed, language } = job.payload;
    if (!Number.isInteger(feed)) return;
    await notifyFeedPost(tx, Number(feed), typeof language === 'string' && isLanguage(language) ? language : 'en');
  },
});
