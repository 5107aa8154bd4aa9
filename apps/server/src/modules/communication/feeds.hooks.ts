import { FEED_MAX_PICTURED, feedComments, feedLikes, feeds, iri, students, users } from '@kampus/contract';
import { loadSerialized } from '../../core/embed.ts';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { serialize } from '../../core/serialize.ts';
import { withoutConsent } from '../privacy/consent-state.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { checkFeedJson } from './feed-fields.ts';
import { queueFeedNotice } from './notify-feed-post.operation.ts';

/**
 * The students a post names as pictured: distinct ids of students of the post's school (422 on
 * `pictured` otherwise), each with their family's photo-publication consent in force (422
 * `validation.photo_consent_missing`): a picture of a child goes out only with the family's yes.
 */
const checkPictured = async (tx: Db, pictured: unknown, school: number): Promise<void> => {
  if (pictured === undefined || pictured === null) return;
  if (
    !Array.isArray(pictured) ||
    pictured.length > FEED_MAX_PICTURED ||
    !pictured.every((id) => Number.isSafeInteger(id) && Number(id) > 0) ||
    new Set(pictured).size !== pictured.length
  )
    throw violation('pictured', 'validation.invalid');
  const ids = pictured as number[];
  const found = ids.length ? await system(tx).of(students).list({ id: ids, school }) : [];
  if (found.length !== ids.length) throw violation('pictured', 'validation.invalid_reference');
  if ((await withoutConsent(tx, 'photo_publication', ids)).length > 0)
    throw violation('pictured', 'validation.photo_consent_missing');
};

/**
 * A post is the caller's, posted now by the school's clock. On read it carries its likes
 * (`createdBy.isMe`, so the screen knows which to unlike), its comments with their writers'
 * names, and both counts: three queries per page, whatever its length.
 */
export const feedsHooks = defineHooks(feeds, {
  beforeCreate: async (tx, ctx, data) => {
    const clock = await schoolClock(tx, data.school ?? 0);
    // The system (seeds) names the poster; a person posts as themself.
    const poster = ctx.caller ? ctx.caller.id : (data.poster ?? null);
    const checked = checkFeedJson({ ...data, poster, postedAt: data.postedAt ?? `${clock.date} ${clock.time}` });
    await checkPictured(tx, data.pictured, Number(data.school));
    return checked;
  },
  // Told to its audience once published; the system's own posts (the demo's) to no one.
  afterCreate: async (tx, ctx, row) => {
    if (ctx.caller) await queueFeedNotice(tx, row, ctx.language);
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    const checked = checkFeedJson(data);
    // Checked whenever the list is sent again: a consent withdrawn since is no consent now.
    if (data.pictured !== undefined) await checkPictured(tx, data.pictured, current.school);
    return checked;
  },
  expand: async (db, ctx, rows, out) => {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return;
    const me = ctx.caller?.id ?? 0;
    const reach = scoped(db, ctx, { across: 'reach' });
    const likes = await reach.of(feedLikes).list({ feed: ids }, { order: { id: 'asc' } });
    const comments = await reach.of(feedComments).list({ feed: ids }, { order: { id: 'asc' } });
    const writers = await loadSerialized(
      db,
      ctx,
      users,
      comments.map((comment) => comment.createdBy ?? 0),
    );
    for (const [index, row] of rows.entries()) {
      const item = out[index];
      if (!item) continue;
      const own = likes.filter((like) => like.feed === row.id);
      const said = comments.filter((comment) => comment.feed === row.id);
      item.likes = own.map((like) => ({
        id: like.id,
        '@id': iri('feed_likes', like.id),
        createdBy: { id: like.createdBy, isMe: like.createdBy === me },
      }));
      item.comments = said.map((comment) => {
        const writer = writers.get(comment.createdBy ?? 0);
        return {
          ...serialize(feedComments, comment),
          '@id': iri('feed_comments', comment.id),
          createdBy: {
            id: comment.createdBy,
            name: writer?.name ?? null,
            lastName: writer?.lastName ?? null,
            isMe: comment.createdBy === me,
          },
        };
      });
      item.likeCount = own.length;
      item.commentCount = said.length;
    }
  },
});

/** A like is the caller's own; one per post and user (a second is refused by the unique key). */
export const feedLikesHooks = defineHooks(feedLikes, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, createdBy: ctx.caller ? ctx.caller.id : (data.createdBy ?? null) }),
});

/** A comment is the caller's own, and only on a post whose comments are on. */
export const feedCommentsHooks = defineHooks(feedComments, {
  beforeCreate: async (tx, ctx, data) => {
    const post = await scoped(tx, ctx, { across: 'reach' })
      .of(feeds)
      .first({ id: data.feed ?? 0 });
    if (post && !post.commentsOn) throw violation('comment', 'communication.comments_off');
    return { ...data, createdBy: ctx.caller ? ctx.caller.id : (data.createdBy ?? null) };
  },
});
