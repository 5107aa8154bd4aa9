import {
  guardians,
  kindComes,
  notificationPreferences,
  notifications,
  smsOutbox,
  students,
  users,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import { enqueueMail } from '../../integrations/mail/mail-queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { enqueueSms } from '../messages/send-sms.job.ts';
import { consentWithdrawn } from '../privacy/consent-state.operation.ts';
import { enqueuePushes } from '../push/push-notification.job.ts';

export const DELIVER_NOTIFICATION = 'notifications.deliver';

/**
 * Sends one notification on the channels its reader chose (account page): a mail through the
 * mail queue, an SMS logged in `sms_outbox` and queued for the SMS job, the same gateway adapter
 * as bulk sending (`messages.send-sms` marks the log line sent or failed). Both are written in the
 * job's transaction, so a retry never queues twice; the SMS key `notification-<id>` makes a
 * resend after a crash one message at the gateway. A channel whose consent the reader withdrew
 * (`consents`, notification_email, notification_sms or notification_push) is skipped whatever the
 * preference says, as is a channel on which the reader turned this notification's kind off
 * (`kindsOff`); the in-app notification stays. Web Push goes as one job per device of the reader
 * (`notifications.push`), so a device that is gone or refuses holds up no other.
 */
export const deliverNotificationJob = defineJob({
  task: DELIVER_NOTIFICATION,
  run: async (tx, job) => {
    const store = system(tx);
    const notification = await store.of(notifications).first({ id: Number(job.payload.notificationId) });
    if (!notification) return;
    const user = await store.of(users).first({ id: notification.user });
    if (!user) return;
    const choice = await store.of(notificationPreferences).first({ user: user.id });
    // A channel that is on, less the kinds the reader turned off on it (the account page's table).
    const comes = (channel: 'mail' | 'sms' | 'push') => kindComes(choice?.kindsOff, channel, notification.kind);
    const byMail =
      (choice?.byMail ?? true) &&
      comes('mail') &&
      !(await consentWithdrawn(tx, 'notification_email', { user: user.id }));
    const bySms =
      (choice?.bySms ?? false) && comes('sms') && !(await consentWithdrawn(tx, 'notification_sms', { user: user.id }));
    const byPush =
      (choice?.byPush ?? false) &&
      comes('push') &&
      !(await consentWithdrawn(tx, 'notification_push', { user: user.id }));
    if (byPush) await enqueuePushes(tx, notification.id, user.id);
    if (byMail) {
      await enqueueMail(tx, {
        to: user.email,
        subject: notification.title,
        text: notification.body ?? notification.title,
      });
    }
    if (bySms) {
      const studentId = Number(job.payload.studentId);
      const guardian = await store.of(guardians).first({ user: user.id, studentId });
      const student = await store.of(students).first({ id: studentId });
      if (guardian?.phone && student) {
        const text = notification.body ?? notification.title;
        const logged = await store.of(smsOutbox).insert({
          school: student.school,
          user: user.id,
          phone: guardian.phone,
          text,
          status: 'pending',
          channelRef: `notification:${notification.id}`,
        });
        await enqueueSms(tx, { to: guardian.phone, text, key: `notification-${notification.id}`, outboxId: logged.id });
      }
    }
  },
});
