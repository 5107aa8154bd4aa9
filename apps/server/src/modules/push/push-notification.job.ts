import { notifications, pushSubscriptions, type NOTIFICATION_KINDS, type RowOf } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { pushDeliveries } from '../../db/push-tables.ts';
import type { PushMessage, PushOptions } from '../../integrations/push/push-sender.ts';
import { enqueue } from '../../jobs/queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { pushSender } from './push-registry.ts';

const PUSH_NOTIFICATION = 'notifications.push';

/** A day: past it, a notice still waiting for a phone that was off is old news (the bell still has it). */
const TTL_SECONDS = 24 * 60 * 60;

/** What a family must hear of now, even on a phone saving its battery. */
const URGENT: ReadonlySet<(typeof NOTIFICATION_KINDS)[number]> = new Set([
  'absence',
  'dorm_absence',
  'transport_boarding',
]);

/** One job per device of the user: each retried, or dropped when gone, on its own. In the caller's transaction. */
export const enqueuePushes = async (tx: Db, notificationId: number, user: number): Promise<number> => {
  const devices = await system(tx).of(pushSubscriptions).list({ user });
  for (const device of devices) await enqueue(tx, PUSH_NOTIFICATION, { notificationId, subscriptionId: device.id });
  return devices.length;
};

const idOf = (value: unknown): number | null => (Number.isInteger(value) && Number(value) > 0 ? Number(value) : null);

/** What the device shows: the notification as it was written, in its reader's language (notifyUsers' `render`). */
const messageOf = (notification: RowOf<typeof notifications>): PushMessage => ({
  title: notification.title,
  body: notification.body ?? '',
  url: notification.link?.startsWith('/') ? notification.link : '/',
});

const optionsOf = (notification: RowOf<typeof notifications>): PushOptions => ({
  ttl: TTL_SECONDS,
  urgency: URGENT.has(notification.kind) ? 'high' : 'normal',
  // The same notification sent again after a crash replaces the first while it still waits at the service.
  topic: `n${notification.id}`,
});

const delivered = async (tx: Db, notificationId: number, subscriptionId: number): Promise<boolean> =>
  (
    await tx
      .select({ sentAt: pushDeliveries.sentAt })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.notificationId, notificationId), eq(pushDeliveries.subscriptionId, subscriptionId)))
  ).length > 0;

/**
 * Pushes one notification to one device (docs/pwa.md, "Push notifications"). The delivery is
 * recorded in the job's transaction once the push service took it, and a recorded one is never
 * sent again. A device the service no longer knows (404, 410) is deleted; any other refusal
 * throws, and the queue retries with its back-off. The push service's answer commits with the
 * record, so only a crash between the two resends, and then under the same topic.
 */
export const pushNotificationJob = defineJob({
  task: PUSH_NOTIFICATION,
  maxAttempts: 6,
  run: async (tx, job) => {
    const notificationId = idOf(job.payload.notificationId);
    const subscriptionId = idOf(job.payload.subscriptionId);
    if (notificationId === null || subscriptionId === null) return;
    if (await delivered(tx, notificationId, subscriptionId)) return;
    const store = system(tx);
    const notification = await store.of(notifications).first({ id: notificationId });
    const device = await store.of(pushSubscriptions).first({ id: subscriptionId });
    // Read, deleted, or the device has since been subscribed by someone else: nothing to tell it.
    if (!notification || !device || device.user !== notification.user) return;
    const outcome = await pushSender().send(device, messageOf(notification), optionsOf(notification));
    if (outcome === 'gone') {
      await store.of(pushSubscriptions).remove(device.id);
      return;
    }
    await tx.insert(pushDeliveries).values({ notificationId, subscriptionId }).onConflictDoNothing();
  },
});
