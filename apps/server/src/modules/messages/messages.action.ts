import {
  messageSends,
  previewClassMessageAction,
  previewMessagesAction,
  sendClassMessageAction,
  sendMessagesAction,
  type ClassMessageChoice,
  type RecipientChoice,
} from '@kampus/contract';
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

/** The class the path names (already loaded through the caller's grant) as the send's source. */
const ofClass = (classId: number, body: ClassMessageChoice): RecipientChoice => ({
  ...body,
  source: 'class',
  sourceId: classId,
});

export const previewClassMessageRun = implement(previewClassMessageAction, async ({ db, ctx, input, record }) =>
  previewMessages(db, ctx, ofClass(Number(record.id), input.body)),
);

export const sendClassMessageRun = implement(sendClassMessageAction, async ({ db, ctx, input, record }) =>
  answer(201, serialize(messageSends, await startSend(db, ctx, ofClass(Number(record.id), input.body)))),
);
