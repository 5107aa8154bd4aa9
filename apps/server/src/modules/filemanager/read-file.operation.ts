import { answer, type Answer } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { notFound } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { contentDisposition, FILE_POLICY_HEADERS, rangedFileAnswer } from '../../core/served-file.ts';
import { entryParts, extensionOf } from './entry-path.ts';
import { lookOf, servedType } from './file-kinds.ts';
import { canRead, fileReachOf } from './file-reach.ts';
import { fileTicketGrants } from './file-ticket.ts';
import { rootKey, thumbKey } from './file-tree.ts';
import { thumbnailOf } from './thumbnails.ts';

/** As every stored file (core/served-file.ts), and no other site embeds it; never in a shared cache. */
const SERVED_HEADERS = {
  ...FILE_POLICY_HEADERS,
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'private, max-age=300',
} as const;

export interface ManagedFileRequest {
  school: number;
  id: string;
  ticket: string | undefined;
  download: boolean;
  thumb: boolean;
  range: string | undefined;
}

/** Who asks: the signing key for tickets, else the caller's context (asked for only when there is no ticket). */
export interface ManagedFileReader {
  db: Db;
  signingKey: Uint8Array;
  context: () => Promise<RequestContext>;
}

/** Whether the reader may read that file: a ticket issued for it, or a caller whose reach covers it. */
const mayRead = async (reader: ManagedFileReader, request: ManagedFileRequest): Promise<boolean> => {
  if (request.ticket !== undefined)
    return fileTicketGrants(reader.signingKey, request.ticket, request.school, request.id);
  const reach = await fileReachOf(reader.db, await reader.context());
  return reach.school === request.school && canRead(reach, request.id);
};

/**
 * A file of the file manager: an image, PDF or video inline (ranges honoured, so a video seeks),
 * anything else, or any file with `download`, as an attachment. A file the reader may not see
 * reads as no file (404), whether it exists or not.
 */
export const readManagedFile = async (
  reader: ManagedFileReader,
  store: FileStore,
  request: ManagedFileRequest,
): Promise<Answer> => {
  const parsed = entryParts(request.id);
  if (!parsed || parsed.isDir || !(await mayRead(reader, request))) throw notFound();
  const name = parsed.parts[parsed.parts.length - 1] ?? 'file';
  const ext = extensionOf(name);
  const key = `${rootKey(request.school)}${request.id}`;
  if (request.thumb && lookOf(ext).kind === 'image') {
    const thumb = await thumbnailOf(store, key, thumbKey(request.school, request.id));
    if (!thumb) throw notFound();
    return answer(200, thumb, { ...SERVED_HEADERS, 'content-type': 'image/webp' });
  }
  const inline = !request.download && lookOf(ext).kind !== 'download';
  return rangedFileAnswer(store, key, request.range, {
    ...SERVED_HEADERS,
    'content-type': inline ? servedType(ext) : 'application/octet-stream',
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', name),
  });
};
