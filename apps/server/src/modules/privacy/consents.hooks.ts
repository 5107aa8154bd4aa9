import { consents } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/**
 * A consent is about one subject, a student (their photo) or a user (their own notifications);
 * a family names only themself as the user (a child is named by `student`, which the engine
 * already holds to their own children). Who gave it and when are the server's.
 */
export const consentsHooks = defineHooks(consents, {
  beforeCreate: async (tx, ctx, data) => {
    const hasStudent = data.student !== undefined && data.student !== null;
    const hasUser = data.user !== undefined && data.user !== null;
    if (hasStudent === hasUser) throw violation(hasStudent ? 'user' : 'student', 'validation.consent_one_subject');
    const caller = ctx.caller;
    if (hasUser && caller && !caller.superadmin && data.user !== caller.id) {
      throw violation('user', 'validation.consent_self_only');
    }
    if (typeof data.school !== 'number') throw violation('school', 'validation.required');
    const clock = await schoolClock(tx, data.school);
    return { ...data, givenBy: caller?.id ?? null, at: `${clock.date} ${clock.time}` };
  },
});
