import { messageDeliveries, messageSends } from '@kampus/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tableOf } from '../../db/resource-tables.ts';
import { enqueueMail } from '../../integrations/mail/mail-queue.ts';
import { enqueue } from '../../jobs/queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { SmsNotSent } from '../../integrations/sms/sms-gateway.ts';
import { smsGateway } from './sms-gateway-registry.ts';

export const BULK_SEND = 'messages.bulk-send';
/** Recipients one run sends before it commits: what a crash can make the gateway see twice (with the same keys). */
const BULK_BATCH = 25;
/** Attempts per recipient before its line says failed. */
const DELIVERY_ATTEMPTS = 3;

/** The key a recipient's SMS carries for ever: a gateway seeing it again sends nothing new. */
const deliveryKey = (deliveryId: number): string => `kampus-delivery-${deliveryId}`;

const sends = tableOf(messageSends);
const deliveries = tableOf(messageDeliveries);

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the next batch of a bulk send. The recipients' rows are claimed (`FOR UPDATE SKIP
 * LOCKED`) and marked sent in the job's own transaction, together with the send's counters and
 * the next run: a server stopped mid-batch rolls all of it back and the batch runs again. Each SMS
 * carries its delivery's key, so the gateway takes a repeated one as already sent (nobody gets two);
 * mail goes into the mail queue in the same transaction (exactly once). Nobody is left out: a row
 * stays pending until it is marked sent or failed, and the run ends by queueing the next one.
 */
const runBatch = async (tx: Db, sendId: number): Promise<void> => {
  const [send] = await tx.select().from(sends).where(eq(sends.id, sendId)).limit(1).for('update');
  if (!send || send.sendState === 'done') return;
  const batch = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.send, sendId), eq(deliveries.deliveryState, 'pending')))
    .orderBy(asc(deliveries.id))
    .limit(BULK_BATCH)
    .for('update', { skipLocked: true });
  let retryLater = false;
  for (const row of batch) {
    const attempts = row.attempts + 1;
    try {
      if (send.channel === 'sms')
        await smsGateway().send({ to: row.address, text: row.body, key: deliveryKey(row.id) });
      else await enqueueMail(tx, { to: row.address, subject: row.mailSubject ?? '', text: row.body });
      await tx
        .update(deliveries)
        .set({ deliveryState: 'sent', attempts, sentAt: sql`now()`, error: null, updatedAt: sql`now()` })
        .where(eq(deliveries.id, row.id));
    } catch (error) {
      // With no gateway configured, trying again changes nothing: the line says so at once, never "sent".
      const exhausted =
        attempts >= DELIVERY_ATTEMPTS || (error instanceof SmsNotSent && error.code === 'gateway_not_configured');
      retryLater ||= !exhausted;
      await tx
        .update(deliveries)
        .set({
          deliveryState: exhausted ? 'failed' : 'pending',
          attempts,
          error: errorText(error),
          updatedAt: sql`now()`,
        })
        .where(eq(deliveries.id, row.id));
    }
  }
  const tally = await tx
    .select({ state: deliveries.deliveryState, n: count() })
    .from(deliveries)
    .where(eq(deliveries.send, sendId))
    .groupBy(deliveries.deliveryState);
  const of = (state: string): number => Number(tally.find((entry) => entry.state === state)?.n ?? 0);
  const done = of('pending') === 0;
  await tx
    .update(sends)
    .set({
      sent: of('sent'),
      failed: of('failed'),
      sendState: done ? 'done' : 'sending',
      ...(done ? { finishedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(sends.id, sendId));
  if (!done) await enqueue(tx, BULK_SEND, { sendId }, retryLater ? { runAt: new Date(Date.now() + 5_000) } : {});
};

export const bulkSendJob = defineJob({
  task: BULK_SEND,
  maxAttempts: 20,
  run: async (tx, job) => {
    const sendId = Number(job.payload.sendId);
    if (Number.isInteger(sendId)) await runBatch(tx, sendId);
  },
});
