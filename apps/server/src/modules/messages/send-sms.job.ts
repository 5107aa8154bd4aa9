import { smsOutbox } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { SmsNotSent, type SmsMessage } from '../../integrations/sms/sms-gateway.ts';
import { enqueue } from '../../jobs/queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { smsGateway } from './sms-gateway-registry.ts';

/**
 * One SMS through the job queue, for any area (parent notifications): queued in the caller's
 * transaction, sent once it commits, retried with the same key until the gateway takes it. Bulk
 * sending uses the same adapter (`smsGateway()`), so every SMS of Kampus leaves by one path.
 */
const SEND_SMS = 'messages.send-sms';

/** Where a queued SMS is logged: the `sms_outbox` row the job marks sent or failed. */
export interface SmsLog {
  outboxId?: number;
}

/** Queues one SMS in the caller's transaction. `key` names the message for ever (`notification-<id>`). */
export const enqueueSms = (tx: Db, message: SmsMessage & SmsLog): Promise<number> =>
  enqueue(tx, SEND_SMS, {
    to: message.to,
    text: message.text,
    key: message.key,
    ...(message.outboxId === undefined ? {} : { outboxId: message.outboxId }),
  });

const outboxIdOf = (payload: Record<string, unknown>): number | null => {
  const id = Number(payload.outboxId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const sendSmsJob = defineJob({
  task: SEND_SMS,
  maxAttempts: 6,
  forgetPayload: true,
  run: async (tx, job) => {
    const { to, text, key } = job.payload;
    if (typeof to !== 'string' || typeof text !== 'string' || typeof key !== 'string') return;
    const outboxId = outboxIdOf(job.payload);
    try {
      await smsGateway().send({ to, text, key });
    } catch (error) {
      // No gateway configured: retrying changes nothing; the line says failed, and why, at once.
      if (!(error instanceof SmsNotSent) || error.code !== 'gateway_not_configured') throw error;
      if (outboxId !== null)
        await system(tx).of(smsOutbox).updateWhere({ id: outboxId }, { status: 'failed', error: error.message });
      return;
    }
    // Marked in the job's transaction: a crash after the gateway took it resends with the same key, which it ignores.
    if (outboxId === null) return;
    const store = system(tx).of(smsOutbox);
    const row = await store.first({ id: outboxId });
    if (!row) return;
    const clock = await schoolClock(tx, row.school);
    await store.updateWhere({ id: outboxId }, { status: 'sent', sentAt: `${clock.date} ${clock.time}`, error: null });
  },
  onFailure: async (db, job, message, exhausted) => {
    const outboxId = outboxIdOf(job.payload);
    if (outboxId === null) return;
    await system(db)
      .of(smsOutbox)
      .updateWhere({ id: outboxId }, { ...(exhausted ? { status: 'failed' } : {}), error: message.slice(0, 500) });
  },
});
