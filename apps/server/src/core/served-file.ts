import type { Readable } from 'node:stream';
import type { FileStore } from '../integrations/files/file-store.ts';
import { answer, type Answer } from './actions.ts';
import { parseRange } from './byte-range.ts';
import { notFound } from './problem.ts';

/**
 * What every stored file is served under: were a browser to open one as a document, it runs no
 * script, loads nothing and gets a unique origin (so no token in the app's storage); its type is
 * never sniffed.
 */
export const FILE_POLICY_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/** RFC 5987's attr-char: what `encodeURIComponent` leaves but a `filename*` value may not hold. */
const rfc5987 = (text: string): string =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` for a file name from anywhere (an upload, a record a client wrote): an
 * ASCII `filename` for old clients and the exact name as `filename*` (RFC 6266). Control
 * characters are dropped, so no name breaks the header or adds one; a header value outside
 * Latin-1 would otherwise make Node refuse the answer (a 500).
 */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string): string => {
  const clean =
    [...name]
      .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
      .join('')
      .trim() || 'file';
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u007e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(clean)}`;
};

/** A download of bytes whatever its format, never kept by a cache: what a private attachment is served as. */
export const downloadAnswer = (name: string, body: Readable, size: number | undefined): Answer =>
  answer(200, body, {
    ...FILE_POLICY_HEADERS,
    'content-type': 'application/octet-stream',
    'content-disposition': contentDisposition('attachment', name),
    'cache-control': 'private, no-store',
    ...(size !== undefined ? { 'content-length': String(size) } : {}),
  });

/**
 * A stored file with `headers`: 200 with the whole file, 206 with the one range asked
 * (`Content-Range: bytes a-b/size`), or 416 (`Content-Range: bytes * /size`) for a range outside
 * it, so a video seeks. A file gone reads as no file.
 */
export const rangedFileAnswer = async (
  store: FileStore,
  key: string,
  rangeHeader: string | undefined,
  headers: Record<string, string>,
): Promise<Answer> => {
  const info = await store.head(key);
  if (!info) throw notFound();
  const served: Record<string, string> = { ...headers, 'accept-ranges': 'bytes' };
  if (info.modifiedAt) served['last-modified'] = info.modifiedAt.toUTCString();
  const wanted = parseRange(rangeHeader, info.size);
  if (wanted.kind === 'unsatisfiable') {
    return answer(416, undefined, { ...served, 'content-range': `bytes */${info.size}` });
  }
  const range = wanted.kind === 'part' ? wanted.range : undefined;
  const file = await store.get(key, range);
  if (!file) throw notFound();
  if (!range) return answer(200, file.body, { ...served, 'content-length': String(info.size) });
  return answer(206, file.body, {
    ...served,
    'content-range': `bytes ${range.start}-${range.end}/${info.size}`,
    'content-length': String(range.end - range.start + 1),
  });
};
