import {
  calendarFeedAction,
  calendarFeedCreateAction,
  calendarFeedIcsAction,
  calendarFeedRevokeAction,
  users,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { recordAction } from '../../core/audit.ts';
import { notFound } from '../../core/problem.ts';
import { feedCalendar } from './feed-calendar.operation.ts';
import { feedOwner, feedState, makeFeed, revokeFeed } from './feed-store.ts';

export const calendarFeed = implement(calendarFeedAction, async ({ db, ctx }) => feedState(db, ctx.caller.id));

/** The address is answered this once; the trail says a feed was made, never its secret. */
export const calendarFeedCreate = implement(calendarFeedCreateAction, async ({ db, ctx, services, language }) => {
  const feed = await makeFeed(db, ctx.caller.id, language);
  await recordAction(db, ctx, {
    resource: users.name,
    id: ctx.caller.id,
    action: 'calendar_feed_create',
    school: ctx.caller.schoolId,
    after: { createdAt: feed.createdAt },
  });
  const base = services.config.accounts.publicUrl.replace(/\/$/, '');
  return { active: feed.active, createdAt: feed.createdAt, url: `${base}/calendar/${feed.token}.ics` };
});

export const calendarFeedRevoke = implement(calendarFeedRevokeAction, async ({ db, ctx }) => {
  if (await revokeFeed(db, ctx.caller.id)) {
    await recordAction(db, ctx, {
      resource: users.name,
      id: ctx.caller.id,
      action: 'calendar_feed_revoke',
      school: ctx.caller.schoolId,
      after: null,
    });
  }
  return answer(204);
});

/**
 * The feed itself. Unknown, replaced and revoked secrets are all 404, and so is an account that
 * may no longer sign in: the address tells nothing of which it was.
 */
export const calendarFeedIcs = implement(calendarFeedIcsAction, async ({ db, services, input }) => {
  const owner = await feedOwner(db, input.params.token);
  if (!owner) throw notFound();
  const host = new URL(services.config.accounts.publicUrl).hostname || 'kampus';
  const text = await feedCalendar(
    db,
    services,
    owner,
    new Date().toISOString().slice(0, 10),
    host,
    input.query.student,
  );
  if (text === null) throw notFound();
  return answer(200, Buffer.from(text, 'utf8'), {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'inline; filename="kampus.ics"',
    // The secret is in the address: no shared cache keeps a copy, no page it is opened from leaks it.
    'cache-control': 'private, no-store',
    'referrer-policy': 'no-referrer',
  });
});
