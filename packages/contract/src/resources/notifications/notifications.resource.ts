import {
  access,
  boolean,
  dateTime,
  defineResource,
  enumOf,
  everyone,
  longText,
  phone,
  ref,
  staff,
  text,
} from '../../resource/index.ts';

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
] as const;
/** The channels a guardian may choose beside the in-app notification, which always comes. */
export const NOTIFICATION_CHANNELS = ['mail', 'sms', 'push'] as const;

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
