import { messageDeliveries, messageSends, type RecipientChoice, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { BULK_SEND } from './bulk-send.job.ts';
import { renderMessages } from './recipients.operation.ts';

const SAMPLE = 3;

/** A send's recipient count and its first messages as they would leave; nothing is stored. */
export const previewMessages = async (db: Db, ctx: RequestContext, choice: RecipientChoice) => {
  const { messages, withoutAddress } = await renderMessages(db, ctx, choice);
  return {
    total: messages.length,
    withoutAddress,
    sample: messages.slice(0, SAMPLE).map(({ recipientName, address, subject, body }) => ({
      recipientName,
      address,
      subject,
      body,
    })),
  };
};

/**
 * Records the send and one pending delivery per recipient (rendered now, so the log shows what
 * left) and queues its first batch, all in the caller's transaction: a failure leaves nothing.
 */
export const startSend = async (
  tx: Db,
  ctx: RequestContext,
  choice: RecipientChoice,
): Promise<RowOf<typeof messageSends>> => {
  const { title, messages } = await renderMessages(tx, ctx, choice);
  if (messages.length === 0) throw violation('source', 'messages.no_recipients');
  const repo = scoped(tx, ctx);
  const send = await repo.of(messageSends).insert({
    channel: choice.channel,
    templateTitle: title,
    recipientSource: choice.source,
    audience: choice.audience,
    total: messages.length,
    createdBy: ctx.caller?.id ?? null,
  });
  const log = repo.of(messageDeliveries);
  for (const message of messages)
    await log.insert({
      send: send.id,
      studentId: message.studentId,
      recipientName: message.recipientName,
      address: message.address,
      mailSubject: message.subject,
      body: message.body,
    });
  await enqueue(tx, BULK_SEND, { sendId: send.id });
  return send;
};
