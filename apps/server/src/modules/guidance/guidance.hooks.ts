import { counsellingSessions, guidanceReferrals, referralFollowUps } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { notifyNewReferral, notifyReferralStatus } from './notify-referral.operation.ts';

/** The counsellor of a session or a follow-up is whoever records it. */
export const counsellingSessionsHooks = defineHooks(counsellingSessions, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, counsellor: ctx.caller?.id ?? null }),
});

/**
 * Who referred and when is the server's to say: the caller, on the school's today. Work no caller
 * does (the demo's seed) names the teacher and the day itself, so the notice sent now names them.
 */
export const guidanceReferralsHooks = defineHooks(guidanceReferrals, {
  beforeCreate: async (tx, ctx, data) => {
    // The school is always set by now (the engine fills the caller's); without one, the server's zone.
    const clock = await schoolClock(tx, data.school ?? 0);
    if (ctx.caller === null)
      return { ...data, referredBy: data.referredBy ?? null, referredOn: data.referredOn ?? clock.date };
    return { ...data, referredBy: ctx.caller.id, referredOn: clock.date };
  },
  // The counsellors hear of a new referral, the teacher of its acceptance or close (notify-referral).
  afterCreate: async (tx, ctx, row) => {
    await notifyNewReferral(tx, ctx, row);
  },
  afterUpdate: async (tx, ctx, row, previous) => {
    await notifyReferralStatus(tx, ctx, row, previous);
  },
});

/**
 * The counsellor of a follow-up is whoever records it. That it names its referral's own student
 * is declared (`sameAs: 'student'` on `referral`) and checked by the write path, as for a plan's
 * accommodations and reviews.
 */
export const referralFollowUpsHooks = defineHooks(referralFollowUps, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, counsellor: ctx.caller?.id ?? null }),
});
