import { defineServerModule } from '../../core/server-module.ts';
import { calendarFeed, calendarFeedCreate, calendarFeedIcs, calendarFeedRevoke } from './calendar-feed.action.ts';

/** The private calendar feed: a secret address per user for calendar applications (docs/calendar-feed.md). */
export const calendarFeedModule = defineServerModule({
  name: 'calendar-feed',
  actions: [calendarFeed, calendarFeedCreate, calendarFeedRevoke, calendarFeedIcs],
});
