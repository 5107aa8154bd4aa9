import {
  access,
  boolean,
  dateTime,
  defineResource,
  enumOf,
  everyone,
  json,
  longText,
  phone,
  ref,
  staff,
  text,
} from '../../resource/index.ts';
import type { Audience } from '../../resource/access.ts';

/**
 * What a notification is about (issue 14, item 8): an absence, a payment's receipt, a data-subject
 * request due soon, an incident a child was part of (issue 33), a lesson to cover (issue 32), a
 * nurse's visit (issue 33), a child who did not get on the school bus (issue 33).
 */
export const NOTIFICATION_KINDS = [
  'absence',
  'payment',
  'privacy_request',
  'discipline',
  'cover',
  'health_visit',
  'library_overdue',
  // A boarder's leave decided, and an absence at the nightly roll call (issue 33, part 5).
  'dorm_leave',
  'dorm_absence',
  'transport_boarding',
  // A teacher's referral: new, to the counsellors; accepted or closed, to the teacher (issue 33, part 1).
  'guidance_referral',
  // A library hold ready to collect (issue 33, part 4).
  'library_hold',
  // A place come free in an elective, given to the first on its waiting list (issue 32, part 6).
  'elective_placed',
  // Work set for a child's class, and its grades released (issue 31, part 3; issue 30, part 3).
  'homework_set',
  'grades_released',
  // An installment not paid yet, due in a few days (issue 30, part 3).
  'installment_due',
  // A mail delivered to the reader's Kampus mailbox (issue 30, part 3): told in the bell and, as
  // each reader chose, by e-mail, SMS or push; its subject and sender only, never its text.
  'new_mail',
  // A post published on the school's feed, to the groups it is shown to (issue 30, part 3).
  'feed_post',
  // A class's report cards for a term released to its families (issue 30, parts 1 and 3).
  'report_card_published',
] as const;
/** The channels a guardian may choose beside the in-app notification, which always comes. */
export const NOTIFICATION_CHANNELS = ['mail', 'sms', 'push'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Who is told of each kind (the account page offers a kind's choices to them only): families of
 * their children's absences, payments and the like, teachers of lessons to cover and referrals,
 * staff of privacy requests; library notices reach whoever borrowed.
 */
export const NOTIFICATION_KIND_AUDIENCES: Record<NotificationKind, readonly Audience[]> = {
  absence: ['parent'],
  payment: ['parent'],
  privacy_request: ['headquarters', 'campus', 'school'],
  discipline: ['parent'],
  cover: ['teacher'],
  health_visit: ['parent'],
  library_overdue: ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'],
  dorm_leave: ['parent'],
  dorm_absence: ['parent'],
  transport_boarding: ['parent'],
  guidance_referral: ['headquarters', 'campus', 'school', 'teacher'],
  library_hold: ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'],
  elective_placed: ['parent', 'student'],
  homework_set: ['parent', 'student'],
  grades_released: ['parent', 'student'],
  installment_due: ['parent'],
  new_mail: ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'],
  feed_post: ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'],
  report_card_published: ['parent', 'student'],
};

/** The kinds a reader turned off per channel (`notification_preferences.kindsOff`); a kind not named comes. */
export type KindsOff = Partial<Record<NotificationChannel, NotificationKind[]>>;

/**
 * `kindsOff` as stored: each channel's kinds, known ones only, once each, in the catalogue's
 * order; null when the value is not of that shape (refused as `kindsOff` on a write).
 */
export const parseKindsOff = (value: unknown): KindsOff | null => {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const out: KindsOff = {};
  for (const [channel, kinds] of Object.entries(value)) {
    if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel) || !Array.isArray(kinds)) return null;
    if (kinds.some((kind) => !(NOTIFICATION_KINDS as readonly unknown[]).includes(kind))) return null;
    out[channel as NotificationChannel] = NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));
  }
  return out;
};

/** Whether a notification of this kind goes out on this channel, the channel itself being on. */
export const kindComes = (kindsOff: unknown, channel: NotificationChannel, kind: string): boolean =>
  !(parseKindsOff(kindsOff)?.[channel] ?? []).includes(kind as NotificationKind);

/**
 * One in-app notification of one user, shown under the top bar's bell. The server writes them
 * (an absence marked); the reader marks theirs read and may delete them.
 */
export const notifications = defineResource({
  name: 'notifications',
  type: 'Notification',
  scope: 'user',
  userField: 'user',
  fields: {
    user: ref('users', { required: true, onDelete: 'cascade' }),
    kind: enumOf(NOTIFICATION_KINDS, { required: true, writableBy: [] }),
    title: text({ required: true, maxLength: 255, writableBy: [] }),
    body: longText({ maxLength: 2000, writableBy: [] }),
    /** The screen the notification opens (an app path). */
    link: text({ maxLength: 255, writableBy: [] }),
    isRead: boolean({ default: false }),
    notifiedAt: dateTime({ writableBy: [] }),
  },
  filters: ['user', 'isRead', 'kind'],
  orderFields: ['notifiedAt'],
  defaultOrder: { notifiedAt: 'desc' },
  list: ['title', 'notifiedAt', 'isRead'],
  labelField: 'title',
  access: { list: everyone, read: everyone, update: everyone, delete: everyone, create: [] },
});

/** A user's choice of channels for notifications: the account page's switches. */
export const notificationPreferences = defineResource({
  name: 'notification_preferences',
  type: 'NotificationPreference',
  scope: 'user',
  userField: 'user',
  fields: {
    user: ref('users', { required: true, onDelete: 'cascade' }),
    byMail: boolean({ default: true }),
    bySms: boolean({ default: false }),
    /** Web Push to each device the user turned it on for (`push_subscriptions`; issue 30, item 3). */
    byPush: boolean({ default: false }),
    /** The kinds not sent on a channel that is on (`{mail: ['payment']}`): `parseKindsOff`. */
    kindsOff: json(),
  },
  uniques: [['user']],
  filters: ['user'],
  list: ['byMail', 'bySms', 'byPush'],
  access: access(everyone, everyone),
});

/**
 * Text messages waiting for the SMS gateway: the notifications write them here, the gateway
 * adapter (another part of issue 14) sends them and sets `status`, `sentAt` and `error`.
 */
export const smsOutbox = defineResource({
  name: 'sms_outbox',
  type: 'SmsOutboxMessage',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    // setNull on purpose: a text message sent or queued outlives the account it names.
    user: ref('users', { onDelete: 'setNull' }),
    phone: phone({ required: true }),
    text: longText({ required: true, maxLength: 1000 }),
    status: enumOf(['pending', 'sent', 'failed'] as const, { default: 'pending' }),
    channelRef: text({ maxLength: 100 }),
    sentAt: dateTime(),
    error: text({ maxLength: 500 }),
  },
  filters: ['school', 'status', 'user'],
  orderFields: ['sentAt'],
  list: ['phone', 'status', 'sentAt'],
  serverWritten: true,
  access: access(staff, staff),
});
