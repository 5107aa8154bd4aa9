import { reportCardReleases } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { queueReleaseNotice } from './notify-report-cards.operation.ts';

/**
 * A release is dated by its school's clock, whatever the client sent, and told to the class's
 * families once it is stored (the system's own releases, none today, to no one).
 */
export const reportCardReleasesHooks = defineHooks(reportCardReleases, {
  beforeCreate: async (tx, _ctx, data) => {
    const clock = await schoolClock(tx, Number(data.school));
    return { ...data, releasedAt: `${clock.date} ${clock.time.length === 5 ? `${clock.time}:00` : clock.time}` };
  },
  afterCreate: async (tx, ctx, row) => {
    if (ctx.caller) await queueReleaseNotice(tx, row, ctx.language);
  },
});
