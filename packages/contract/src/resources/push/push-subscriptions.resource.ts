import { access, defineResource, everyone, ref, text, url } from '../../resource/index.ts';

/** A P-256 public key, uncompressed (65 bytes), as base64url: 87 characters without padding. */
export const PUSH_P256DH_BYTES = 65;
/** The subscription's authentication secret (RFC 8291): 16 bytes, 22 characters of base64url. */
export const PUSH_AUTH_BYTES = 16;

/**
 * One browser or phone that receives its user's notifications by Web Push (issue 30, item 3): the
 * push service's endpoint and the keys the browser made for it (`PushSubscription.toJSON()`).
 * Only the owner reads, changes and deletes theirs (user scope): a school's staff never see whose
 * devices take pushes. The keys are written and never read back: the browser keeps its own.
 * One row per endpoint: subscribing the same endpoint again replaces the row (the server's hook).
 */
export const pushSubscriptions = defineResource({
  name: 'push_subscriptions',
  type: 'PushSubscription',
  scope: 'user',
  userField: 'user',
  ownField: 'user',
  fields: {
    user: ref('users', { required: true, onDelete: 'cascade' }),
    // The push service's URL: a capability, long and random (FCM's are about 190 characters).
    endpoint: url({ required: true, unique: true, maxLength: 2000 }),
    p256dh: text({ required: true, maxLength: 100, writeOnly: true }),
    auth: text({ required: true, maxLength: 40, writeOnly: true }),
    /** What the person calls the device ("Chrome on Android"): the account page lists it. */
    deviceLabel: text({ maxLength: 100 }),
  },
  filters: ['user', 'endpoint'],
  list: ['deviceLabel', 'endpoint'],
  labelField: 'deviceLabel',
  timestamps: ['createdAt'],
  access: access(everyone, everyone),
});
