import {
  messageDeliveries,
  messageSends,
  smsParts,
  type MessagePreviewOutput,
  type RecipientChoice,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { BULK_SEND } from './bulk-send.job.ts';
import { renderMessages, type RenderedMessage } from './recipients.operation.ts';
import { smsGateway } from './sms-gateway-registry.ts';

const SAMPLE = 3;

/** What an SMS send costs (the longest message's length and parts, and the parts of all) and where it would leave. */
const smsCost = (messages: RenderedMessage[]): NonNullable<MessagePreviewOutput['sms']> => {
  const counted = messages.map((message) => smsParts(message.body));
  const longest = counted.reduce(
    (most, parts) => (parts.parts > most.parts || parts.characters > most.characters ? parts : most),
    smsParts(''),
  );
  return {
    gateway: smsGateway().kind,
    encoding: counted.some((parts) => parts.encoding === 'ucs2') ? 'ucs2' : 'gsm7',
    characters: longest.characters,
    parts: longest.parts,
    totalParts: counted.reduce((sum, parts) => sum + parts.parts, 0),
  };
};

/**
 * A send before it leaves, nothing stored: who is reached (each at which address: the account's,
 * or the guardian record's as the fallback), who is not and why, the first messages as rendered,
 * and for SMS its cost and whether a gateway would take it at all.
 */
export const previewMessages = async (
  db: Db,
  ctx: RequestContext,
  choice: RecipientChoice,
): Promise<MessagePreviewOutput> => {
  const { messages, unreachable, withoutAddress } = await renderMessages(db, ctx, choice);
  return {
    total: messages.length,
    withoutAddress,
    sample: messages.slice(0, SAMPLE).map(({ recipientName, address, subject, body }) => ({
      recipientName,
      address,
      subject,
      body,
    })),
    reached: messages.map(({ recipientName, studentName, address, addressFrom }) => ({
      recipientName,
      studentName,
      address,
      addressFrom,
    })),
    unreachable,
    sms: choice.channel === 'sms' ? smsCost(messages) : null,
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
