import { boolean, dateTime, defineResource, enumOf, own, ref, staff, text } from '../../resource/index.ts';

/** What a consent is for: publishing a photo of the student, each notification channel, marketing. */
export const CONSENT_KINDS = [
  'photo_publication',
  'notification_email',
  'notification_sms',
  'notification_push',
  'marketing',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * Consent records (KVKK art. 5/1, GDPR arts. 6(1)(a), 7 and 8): each row is one act, a consent
 * given or withdrawn, about a student (a photo) or a user (their own notifications), with who
 * gave it (the parent, for a minor) and the version of the text they were shown. The latest row
 * of a subject and kind is what holds; the earlier ones are the proof the law asks to keep.
 * A family gives and withdraws their own and their children's; staff read them.
 */
export const consents = defineResource({
  name: 'consents',
  type: 'Consent',
  scope: 'school',
  ownField: 'user',
  ownVia: [{ field: 'student' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { onDelete: 'cascade' }),
    user: ref('users', { onDelete: 'cascade' }),
    consentKind: enumOf(CONSENT_KINDS, { required: true }),
    given: boolean({ required: true }),
    textVersion: text({ required: true, maxLength: 100 }),
    // Set by the server: the signed-in person who gave or withdrew it, and when.
    givenBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
    at: dateTime({ readOnly: true }),
  },
  filters: ['school', 'student', 'user', 'consentKind', 'given'],
  orderFields: ['at'],
  defaultOrder: { at: 'desc' },
  list: ['at', 'student', 'user', 'consentKind', 'given', 'givenBy', 'textVersion'],
  labelField: 'consentKind',
  access: {
    list: [...staff, ...own('parent', 'student')],
    read: [...staff, ...own('parent', 'student')],
    // Every family member may record one; the hook holds the user to themself, and the engine
    // holds the student to their own children (a reference must name a record they may read).
    create: ['parent', 'student'],
    update: [],
    delete: [],
  },
});
