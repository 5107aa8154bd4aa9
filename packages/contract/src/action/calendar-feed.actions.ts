import { z } from 'zod';
import { defineAction } from './define.ts';
import { queryIdParam } from './params.ts';

/**
 * The private calendar feed (issue 30, item 6; docs/calendar-feed.md): a secret address per user
 * that a calendar application (Google Calendar, Apple Calendar, Outlook) subscribes to, with the
 * person's lessons, holidays, homework and installments due. The address is the only key, so it
 * is shown once, kept only as a hash, and can be replaced or revoked at any time.
 */

/** The feed's secret as it stands in the address: 32 random bytes in base64url, `.ics` allowed after it. */
const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}(\.ics)?$/;

const feedState = z.object({
  active: z.boolean(),
  /** When the current address was made (UTC); null with no feed. */
  createdAt: z.string().nullable(),
});

/** GET /api/calendar-feed: whether the caller has a feed, and since when (never its address). */
export const calendarFeedAction = defineAction({
  name: 'calendarFeed',
  method: 'GET',
  path: '/api/calendar-feed',
  summary: 'Whether the caller has a private calendar feed (never its address)',
  tags: ['calendar'],
  access: 'signedIn',
  tenancyHeaders: false,
  output: feedState,
});

/** POST /api/calendar-feed: a new address, replacing any earlier one (which stops working). */
export const calendarFeedCreateAction = defineAction({
  name: 'calendarFeedCreate',
  method: 'POST',
  path: '/api/calendar-feed',
  summary: 'Make a new private calendar feed address for the caller; an earlier one stops working',
  tags: ['calendar'],
  access: 'signedIn',
  tenancyHeaders: false,
  transactional: true,
  status: 201,
  output: feedState.extend({
    /** The address, shown this once: the server keeps only its hash. */
    url: z.string(),
  }),
});

/** DELETE /api/calendar-feed: the address stops working. */
export const calendarFeedRevokeAction = defineAction({
  name: 'calendarFeedRevoke',
  method: 'DELETE',
  path: '/api/calendar-feed',
  summary: "Revoke the caller's private calendar feed",
  tags: ['calendar'],
  access: 'signedIn',
  tenancyHeaders: false,
  transactional: true,
  status: 204,
});

/** GET /calendar/{token}: the feed itself, for calendar applications (no session: the address is the key). */
export const calendarFeedIcsAction = defineAction({
  name: 'calendarFeedIcs',
  method: 'GET',
  path: '/calendar/{token}',
  summary: "A user's private calendar (iCalendar, RFC 5545): lessons, holidays, homework and installments due",
  tags: ['calendar'],
  access: 'anonymous',
  tenancyHeaders: false,
  notARecord: 'the secret of a calendar feed, looked up by its hash; unknown or revoked is 404',
  input: {
    params: z.object({ token: z.string().regex(CALENDAR_FEED_TOKEN, { message: 'errors.not_found' }) }),
    // One child of a family's: their lessons, work and installments only (a calendar per child).
    query: z.object({ student: queryIdParam.optional() }),
  },
  responseType: 'text/calendar',
  responses: { 404: 'No such feed (never made, replaced or revoked), or a student not of the family' },
});
