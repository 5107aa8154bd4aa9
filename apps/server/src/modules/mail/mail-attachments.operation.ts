import { mails, type MailMessage } from '@kampus/contract';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SignedInContext } from '../../core/actions.ts';
import { notFound, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { safeFileName } from '../students/student-document-file.operation.ts';

/**
 * Keys live outside `schools/<id>/` (which `/files/...` serves to a whole school): a mail's file
 * is read only through a copy of that mail, by the copy's owner. The uploader's id in the key is
 * what lets a mail attach only its sender's own uploads.
 */
const prefixOf = (userId: number): string => `mail-attachments/${userId}/`;

const extensionOf = (name: string | undefined): string =>
  /\.([A-Za-z0-9]{1,8})$/.exec(name ?? '')?.[1]?.toLowerCase() ?? 'bin';

export const storeMailAttachment = async (
  files: FileStore,
  ctx: SignedInContext,
  bytes: Buffer,
  name: string | undefined,
) => {
  if (bytes.length === 0) throw violation('file', 'files.empty');
  const fileName = safeFileName(name, extensionOf(name));
  const key = `${prefixOf(ctx.caller.id)}${randomUUID()}/${fileName}`;
  await files.put(key, bytes, 'application/octet-stream');
  return { key, name: fileName, size: bytes.length, contentType: 'application/octet-stream' };
};

/** A mail may carry only files its sender uploaded (422 on `attachment` otherwise). */
export const checkAttachments = (ctx: SignedInContext, message: Pick<MailMessage, 'attachment'>): void => {
  const prefix = prefixOf(ctx.caller.id);
  message.attachment.forEach((file, index) => {
    if (!file.key.startsWith(prefix) || file.key.includes('..'))
      throw violation(`attachment[${index}]`, 'validation.invalid');
  });
};

/** A file of one's own copy: 404 for another's copy, an index it lacks, or a file gone. */
export const openMailAttachment = async (
  db: Db,
  files: FileStore,
  ctx: SignedInContext,
  id: number,
  index: number,
): Promise<{ name: string; body: Readable; size: number | undefined }> => {
  const copy = await scoped(db, ctx).of(mails).get(id);
  const attachment = (copy.email as MailMessage | null)?.attachment?.[index];
  if (!attachment) throw notFound();
  const file = await files.get(attachment.key);
  if (!file) throw notFound();
  return { name: attachment.name, body: file.body, size: file.size };
};

/**
 * Forwarding: the files of one's own copy stored again under the caller's uploads, so the forward
 * carries them like any file its sender attached (and keeps them if the original goes).
 */
export const copyMailAttachments = async (db: Db, files: FileStore, ctx: SignedInContext, id: number) => {
  const copy = await scoped(db, ctx).of(mails).get(id);
  const attachments = (copy.email as MailMessage | null)?.attachment ?? [];
  const copies = [];
  for (const attachment of attachments) {
    const file = await files.get(attachment.key);
    if (!file) throw notFound();
    const bytes = Buffer.concat(await file.body.toArray());
    copies.push(await storeMailAttachment(files, ctx, bytes, attachment.name));
  }
  return copies;
};
