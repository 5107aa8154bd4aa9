import {
  counsellingSessions,
  guidanceReferrals,
  planAccommodations,
  planReviews,
  referralFollowUps,
  supportPlans,
} from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { notifyNewReferral, notifyReferralStatus } from './notify-referral.operation.ts';

/** The counsellor of a session or a follow-up is whoever records it. */
export const counsellingSessionsHooks = defineHooks(counsellingSessions, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, counsellor: ctx.caller?.id ?? null }),
});

/** Who referred and when is the server's to say: the caller, on the school's today. */
export const guidanceReferralsHooks = defineHooks(guidanceReferrals, {
  beforeCreate: async (tx, ctx, data) => {
    // The school is always set by now (the engine fills the caller's); without one, the server's zone.
    const clock = await schoolClock(tx, data.school ?? 0);
    return { ...data, referredBy: ctx.caller?.id ?? null, referredOn: clock.date };
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
 * A row hanging off a plan or a referral names the same student as it does: else a teacher's
 * reach (which follows the student) would show one student's accommodation under another's
 * name. 422 on the parent's field, on create and on change.
 */
const sameStudent = async (
  tx: Db,
  parent: typeof supportPlans | typeof guidanceReferrals,
  id: unknown,
  student: unknown,
  field: string,
) => {
  const row = typeof id === 'number' ? await system(tx).of(parent).first({ id }) : undefined;
  if (!row || row.student !== student) throw violation(field, 'validation.invalid_reference');
};

export const referralFollowUpsHooks = defineHooks(referralFollowUps, {
  beforeCreate: async (tx, ctx, data) => {
    await sameStudent(tx, guidanceReferrals, data.referral, data.student, 'referral');
    return { ...data, counsellor: ctx.caller?.id ?? null };
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    await sameStudent(
      tx,
      guidanceReferrals,
      data.referral ?? current.referral,
      data.student ?? current.student,
      'referral',
    );
    return data;
  },
});

const planChild = <R extends typeof planAccommodations | typeof planReviews>(resource: R) =>
  defineHooks(resource, {
    beforeCreate: async (tx, _ctx, data) => {
      await sameStudent(tx, supportPlans, data.plan, data.student, 'plan');
      return data;
    },
    beforeUpdate: async (tx, _ctx, data, current) => {
      await sameStudent(tx, supportPlans, data.plan ?? current.plan, data.student ?? current.student, 'plan');
      return data;
    },
  });

export const planAccommodationsHooks = planChild(planAccommodations);
export const planReviewsHooks = planChild(planReviews);
