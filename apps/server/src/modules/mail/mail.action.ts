import { PassThrough } from 'node:stream';
import {
  forwardMailAttachmentsAction,
  mailLabelsAction,
  mailStreamAction,
  readMailAttachmentAction,
  sendMailAction,
  uploadMailAttachmentAction,
} from '@kampus/contract';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { copyMailAttachments, openMailAttachment, storeMailAttachment } from './mail-attachments.operation.ts';
import { answer, implement } from '../../core/actions.ts';
import { downloadAnswer } from '../../core/served-file.ts';
import { mailLabels, unreadInbox } from './mail-labels.operation.ts';
import { mailHub } from './mail-push.ts';
import { sendMail } from './send-mail.operation.ts';

export const send = implement(sendMailAction, async ({ db, ctx, input }) =>
  answer(201, await sendMail(db, ctx, input.body)),
);

export const labels = implement(mailLabelsAction, async ({ db, ctx }) => mailLabels(db, ctx));

/** Proxies close a quiet connection; a comment line every 25 s keeps the stream open. */
const HEARTBEAT_MS = 25_000;

export const stream = implement(mailStreamAction, async ({ db, ctx, services }) => {
  const out = new PassThrough();
  const hub = mailHub(services);
  const write = (text: string) => {
    if (!out.destroyed) out.write(text);
  };
  // The inbox count is read on the node's pool after the NOTIFY, which arrives after the commit.
  const unsubscribe = hub.subscribe(ctx.caller.id, (id, kind) => {
    if (kind === 'notification') {
      write(`event: notification\ndata: ${JSON.stringify({ id })}\n\n`);
      return;
    }
    if (kind === 'gradebook') {
      write(`event: gradebook\ndata: ${JSON.stringify({ class: id })}\n\n`);
      return;
    }
    void unreadInbox(db, ctx).then(
      (unread) => write(`event: mail\ndata: ${JSON.stringify({ id, unread })}\n\n`),
      () => write(`event: mail\ndata: ${JSON.stringify({ id })}\n\n`),
    );
  });
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const untrack = hub.track(() => out.end());
  out.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
  });
  write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ unread: await unreadInbox(db, ctx) })}\n\n`);
  return answer(200, out, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
});

export const uploadAttachment = implement(uploadMailAttachmentAction, async ({ ctx, services, input }) =>
  answer(201, await storeMailAttachment(fileStoreFor(services.config), ctx, Buffer.from(input.body), input.query.name)),
);

/** Always a download: a file opened from the app's own origin could otherwise run in it. */
export const readAttachment = implement(readMailAttachmentAction, async ({ db, ctx, services, input }) => {
  const file = await openMailAttachment(
    db,
    fileStoreFor(services.config),
    ctx,
    input.params.id,
    Number(input.params.index),
  );
  return downloadAnswer(file.name, file.body, file.size);
});

export const forwardAttachments = implement(forwardMailAttachmentsAction, async ({ db, ctx, services, input }) =>
  answer(201, await copyMailAttachments(db, fileStoreFor(services.config), ctx, input.params.id)),
);
