import { messageSends, previewMessagesAction, sendMessagesAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { serialize } from '../../core/serialize.ts';
import { previewMessages, startSend } from './send.operation.ts';

export const previewMessagesRun = implement(previewMessagesAction, async ({ db, ctx, input }) =>
  previewMessages(db, ctx, input.body),
);

/** Declared transactional and idempotent: the send, its log and its first job, or nothing. */
export const sendMessagesRun = implement(sendMessagesAction, async ({ db, ctx, input }) =>
  answer(201, serialize(messageSends, await startSend(db, ctx, input.body))),
);
