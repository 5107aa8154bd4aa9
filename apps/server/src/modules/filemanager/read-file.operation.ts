import { answer, type Answer } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { notFound } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { parseRange } from '../course-content/byte-range.ts';
import { entryParts, extensionOf } from './entry-path.ts';
import { lookOf, servedType } from './file-kinds.ts';
import { canRead, fileReachOf } from './file-reach.ts';
import { fileTicketGrants } from './file-ticket.ts';
import { rootKey, thumbKey } from './file-tree.ts';
import { thumbnailOf } from './thumbnails.ts';

/**
 * What every file is served with, as on `/files`: opened as a document, it runs no script, loads
 * nothing and gets a unique origin (CSP sandbox); its type is never sniffed; no other site embeds it.
 */
const SERVED_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'private, max-age=300',
  'accept-ranges': 'bytes',
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

/** Quotes a file name for Content-Disposition: plain ASCII (our names are) and the RFC 5987 form. */
const disposition = (kind: 'inline' | 'attachment', name: string): string =>
  `${kind}; filename="${name.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

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
  const info = await store.head(key);
  if (!info) throw notFound();
  const inline = !request.download && lookOf(ext).kind !== 'download';
  const headers: Record<string, string> = {
    ...SERVED_HEADERS,
    'content-type': inline ? servedType(ext) : 'application/octet-stream',
    'content-disposition': disposition(inline ? 'inline' : 'attachment', name),
  };
  if (info.modifiedAt) headers['last-modified'] = info.modifiedAt.toUTCString();
  const wanted = parseRange(request.range, info.size);
  if (wanted.kind === 'unsatisfiable')
    return answer(416, undefined, { ...headers, 'content-range': `bytes */${info.size}` });
  const range = wanted.kind === 'part' ? wanted.range : undefined;
  const file = await store.get(key, range);
  if (!file) throw notFound();
  if (!range) return answer(200, file.body, { ...headers, 'content-length': String(info.size) });
  return answer(206, file.body, {
    ...headers,
    'content-length': String(range.end - range.start + 1),
    'content-range': `bytes ${range.start}-${range.end}/${info.size}`,
  });
};
