import type { FEED_UPLOAD_KINDS } from '@kampus/contract';
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { formatOf } from '../course-content/file-formats.ts';
import { safeFileName } from '../students/student-document-file.operation.ts';

type UploadKind = (typeof FEED_UPLOAD_KINDS)[number];

/** Formats each kind keeps, read from the bytes: a cover is shown as an image; files are read or downloaded. */
const ACCEPTED: Record<UploadKind, readonly string[]> = {
  cover: ['png', 'jpg', 'gif', 'webp'],
  file: ['png', 'jpg', 'gif', 'webp', 'pdf', 'zip'],
};

/** Office files are zips inside: they keep their own extension when the name gives one. */
const OFFICE = /\.(docx|xlsx|pptx)$/i;

/**
 * Stores a post's cover picture or file in the files integration under the active school
 * (`schools/<id>/feeds/...`): `/files/` serves it to that school's users, who are the ones a post
 * is shown to. What it is comes from its bytes, never from its name or declared type (a page
 * named cover.png is refused), so the served type is always what the bytes are.
 */
export const storeFeedFile = async (
  files: FileStore,
  ctx: RequestContext,
  kind: UploadKind,
  bytes: Buffer,
  name: string | undefined,
): Promise<{ name: string; url: string }> => {
  const school = ctx.activeSchoolId ?? ctx.caller?.schoolId;
  if (school === undefined || school === null) throw violation('school', 'validation.out_of_reach');
  if (bytes.length === 0) throw violation('file', 'files.empty');
  const format = await formatOf(bytes);
  if (!format || !ACCEPTED[kind].includes(format.extension))
    throw violation('file', kind === 'cover' ? 'files.image_type' : 'files.feed_file_type');
  const extension =
    format.extension === 'zip' && OFFICE.test(name ?? '') ? (name ?? '').slice(-4).toLowerCase() : format.extension;
  const fileName = safeFileName(name, extension);
  const key = `schools/${school}/feeds/${randomUUID()}/${fileName}`;
  await files.put(key, bytes, format.contentType);
  return { name: fileName, url: files.url(key) };
};
