import { mailsTotal } from '../../core/metrics.ts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/database.ts';
import { mailQueue } from '../../db/accounts-tables.ts';
import type { MailMessage, Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 8;

let pending = false;

/**
 * Puts a message in the durable queue inside the caller's transaction: it is sent only once
 * that transaction commits, and never if it rolls back.
 */
export const enqueueMail = async (tx: Db, message: MailMessage): Promise<void> => {
  await tx
    .insert(mailQueue)
    .values({ recipient: message.to, subject: message.subject, body: message.text, html: message.html ?? null });
  pending = true;
};

/** Whether this process queued mail since the last delivery (a hint; the poller catches the rest). */
export const takePendingHint = (): boolean => {
  const was = pending;
  pending = false;
  return was;
};

/**
 * Sends the committed messages that are due, one at a time. A message is first leased (its next
 * attempt moved ten minutes on) in a short transaction that claims it with `FOR UPDATE SKIP
 * LOCKED`, so several server nodes deliver at once without sending it twice and no transaction
 * stays open while a mail server answers. Sent: deleted. Failed: retried later with back-off.
 */
export const deliverMail = async (db: Db, mailer: Mailer): Promise<number> => {
  let sent = 0;
  for (;;) {
    const row = await inTransaction(db, async (tx) => {
      const [due] = await tx
        .select()
        .from(mailQueue)
        .where(and(lte(mailQueue.nextAttemptAt, sql`now()`), sql`${mailQueue.attempts} < ${MAX_ATTEMPTS}`))
        .orderBy(asc(mailQueue.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      await tx
        .update(mailQueue)
        .set({ attempts: due.attempts + 1, nextAttemptAt: sql`now() + interval '10 minutes'` })
        .where(eq(mailQueue.id, due.id));
      return due;
    });
    if (!row) return sent;
    try {
      await mailer.sendMail({ to: row.recipient, subject: row.subject, text: row.body, html: row.html ?? undefined });
      await db.delete(mailQueue).where(eq(mailQueue.id, row.id));
      sent += 1;
      mailsTotal.inc({ outcome: 'sent' });
    } catch (error) {
      mailsTotal.inc({ outcome: 'failed' });
      await db
        .update(mailQueue)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          nextAttemptAt: sql`now() + make_interval(mins => ${2 ** row.attempts})`,
        })
        .where(eq(mailQueue.id, row.id));
    }
  }
};
