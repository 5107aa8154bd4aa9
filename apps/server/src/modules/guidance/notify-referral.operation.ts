import {
  guidanceReferrals,
  type Language,
  readableDate,
  type RowOf,
  staffDuties,
  students,
  translate,
  users,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { familyLanguage, notifyUsers } from '../notifications/notify-users.operation.ts';

type Referral = RowOf<typeof guidanceReferrals>;

/** The names a referral's notice uses: the student's and the referring teacher's. */
const namesOf = async (tx: Db, referral: Referral) => {
  const store = system(tx);
  const student = await store.of(students).first({ id: referral.student });
  const teacher = referral.referredBy === null ? undefined : await store.of(users).first({ id: referral.referredBy });
  return {
    student: student ? `${student.name} ${student.lastName}` : '',
    teacher: teacher ? `${teacher.name} ${teacher.lastName}` : '',
    day: referral.referredOn ?? '',
  };
};

/**
 * A teacher referred a student: every counsellor of the school (the `counsellor` duty) is told, in
 * the referral's transaction, naming the student and who referred, never the reason (a mail or an
 * SMS leaves the school; the reason is read in Kampus, where only counsellors read it).
 */
export const notifyNewReferral = async (tx: Db, ctx: RequestContext, referral: Referral): Promise<number> => {
  const counsellors = (await system(tx).of(staffDuties).list({ school: referral.school, duty: 'counsellor' }))
    .map((duty) => duty.user)
    .filter((user) => user !== referral.referredBy);
  const language = await familyLanguage(tx, referral.school, ctx.language);
  const names = await namesOf(tx, referral);
  return notifyUsers(tx, {
    users: counsellors,
    school: referral.school,
    student: null,
    kind: 'guidance_referral',
    render: (reader: Language) => {
      const values = { ...names, date: readableDate(reader, names.day) };
      return {
        title: translate(reader, 'notifications.referral_new_subject', values),
        body: translate(reader, 'notifications.referral_new_body', values),
      };
    },
    link: `/guidance/referrals/${referral.id}`,
    language,
  });
};

/** The status a teacher hears of: where their referral now stands (never the counsellor's notes). */
const STATUS_BODY = {
  accepted: 'notifications.referral_accepted_body',
  closed: 'notifications.referral_closed_body',
} as const;

/**
 * A counsellor accepted or closed a referral: the teacher who made it is told where it stands,
 * which is all they read of it (docs/guidance.md). Nothing when the status did not move, went
 * back to open, or nobody is on record as referring.
 */
export const notifyReferralStatus = async (
  tx: Db,
  ctx: RequestContext,
  referral: Referral,
  previous: Referral,
): Promise<number> => {
  if (referral.referralStatus === previous.referralStatus || referral.referredBy === null) return 0;
  if (referral.referralStatus !== 'accepted' && referral.referralStatus !== 'closed') return 0;
  const language = await familyLanguage(tx, referral.school, ctx.language);
  const names = await namesOf(tx, referral);
  const body = STATUS_BODY[referral.referralStatus];
  return notifyUsers(tx, {
    users: [referral.referredBy],
    school: referral.school,
    student: null,
    kind: 'guidance_referral',
    render: (reader: Language) => {
      const values = { ...names, date: readableDate(reader, names.day) };
      return {
        title: translate(reader, 'notifications.referral_status_subject', values),
        body: translate(reader, body, values),
      };
    },
    link: '/guidance/referrals',
    language,
  });
};
