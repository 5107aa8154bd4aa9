import { date, defineResource, enumOf, longText, ref, refId } from '../../resource/index.ts';
import { counsellors, counsellorsOnly } from './guidance-access.ts';

/** What a counselling session was about. */
export const SESSION_KINDS = ['academic', 'career', 'personal', 'family'] as const;

/** A referral's course: the teacher's is open until the counsellor accepts it, then closed. */
export const REFERRAL_STATUSES = ['open', 'accepted', 'closed'] as const;

/**
 * A counselling session with a student: when, what about, and the counsellor's confidential
 * notes. Only counsellors read or write one, and every read is on the audit trail (its values
 * redacted there, as every confidential resource's are).
 */
export const counsellingSessions = defineResource({
  name: 'counselling_sessions',
  type: 'CounsellingSession',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    sessionDate: date({ required: true, startsNow: true }),
    sessionKind: enumOf(SESSION_KINDS, { required: true }),
    sessionNotes: longText({ maxLength: 8000 }),
    // setNull: the session outlives the counsellor's account; set by the server to whoever records it.
    counsellor: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'student', 'sessionKind', 'counsellor'],
  orderFields: ['sessionDate'],
  defaultOrder: { sessionDate: 'desc' },
  list: ['sessionDate', 'student', 'sessionKind', 'counsellor'],
  // A session is a student on a day: "Deniz Öğrenci · Nov 18, 2026", never a bare date.
  labelFields: ['student', 'sessionDate'],
  access: counsellorsOnly,
});

/**
 * A teacher's referral of a student to the counsellor: the reason, and where it stands. The
 * teacher reads the referrals they made (their status, never a follow-up: those are
 * `referral_follow_ups`, the counsellors' own); the counsellor accepts and closes it.
 */
export const guidanceReferrals = defineResource({
  name: 'guidance_referrals',
  type: 'GuidanceReferral',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  // A teacher's own referrals are those they made, not every referral of the students they teach.
  teacherVia: [{ by: 'referredBy' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    referralReason: longText({ required: true, maxLength: 4000 }),
    // Set by the server: who referred (the teacher) and on which day.
    referredBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
    referredOn: date({ readOnly: true }),
    // A teacher's referral starts open whatever they send: only staff (the counsellor) move it on.
    referralStatus: enumOf(REFERRAL_STATUSES, { default: 'open', writableBy: ['headquarters', 'campus', 'school'] }),
  },
  filters: ['school', 'student', 'referralStatus', 'referredBy'],
  orderFields: ['referredOn', 'id'],
  defaultOrder: { id: 'desc' },
  list: ['referredOn', 'student', 'referralStatus', 'referredBy'],
  // The student alone is no name for a referral (a picker showed its id): who and on which day.
  labelFields: ['student', 'referredOn'],
  access: {
    list: [...counsellors, 'teacher:own'],
    read: [...counsellors, 'teacher:own'],
    create: [...counsellors, 'teacher'],
    update: counsellors,
    delete: counsellors,
  },
});

/** The counsellor's follow-up of a referral: confidential, never the referring teacher's to read. */
export const referralFollowUps = defineResource({
  name: 'referral_follow_ups',
  type: 'ReferralFollowUp',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    // A referral of this follow-up's own student (422 otherwise); the form offers only theirs.
    referral: refId('guidance_referrals', { required: true, onDelete: 'cascade', sameSchool: true, sameAs: 'student' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    followedUpOn: date({ required: true }),
    followUpNote: longText({ required: true, maxLength: 8000 }),
    counsellor: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'referral', 'student'],
  orderFields: ['followedUpOn'],
  defaultOrder: { followedUpOn: 'desc' },
  list: ['followedUpOn', 'student', 'referral', 'counsellor'],
  labelFields: ['student', 'followedUpOn'],
  access: counsellorsOnly,
});
