import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/**
 * Each notification pushed to each device (docs/pwa.md, "Push notifications"): written by the
 * push job in its transaction once the push service took the message, and read before sending,
 * so a second job for the same pair sends nothing. Goes with its notification and its device.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => col(resourceTable('notifications'), 'id'), { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => col(resourceTable('push_subscriptions'), 'id'), { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.subscriptionId] })],
);
