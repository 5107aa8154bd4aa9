import { answer, type Answer } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import type { FileStore } from '../../integrations/files/file-store.ts';
import { parseRange } from './byte-range.ts';
import { formatOfKey } from './file-formats.ts';

/**
 * What every course file is served with: should a browser open one as a document, it runs no
 * script, loads nothing and gets a unique origin; the type is never sniffed. Media and images
 * still play and show (a `<video>` element ignores the sandbox of its source).
 */
const SERVED_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  // Course content is private to the course: shared caches must not keep it.
  'cache-control': 'private, max-age=300',
  'accept-ranges': 'bytes',
} as const;

/**
 * A stored course file as an answer: 200 with the whole file, 206 with the one range asked
 * (`Content-Range: bytes a-b/size`), or 416 (`Content-Range: bytes * /size`) for a range outside it.
 * Its type comes from the key's extension, which the upload wrote from the bytes it read.
 */
export const storedAnswer = async (
  store: FileStore,
  key: string,
  rangeHeader: string | undefined,
  downloadName: string,
): Promise<Answer> => {
  // No file uploaded yet reads as no file.
  if (key === '') throw notFound();
  const info = await store.head(key);
  const format = formatOfKey(key);
  if (!info || !format) throw notFound();
  const headers: Record<string, string> = {
    ...SERVED_HEADERS,
    'content-type': format.contentType,
    'content-disposition': `${format.inline ? 'inline' : 'attachment'}; filename="${downloadName}.${format.extension}"`,
  };
  if (info.modifiedAt) headers['last-modified'] = info.modifiedAt.toUTCString();
  const wanted = parseRange(rangeHeader, info.size);
  if (wanted.kind === 'unsatisfiable') {
    return answer(416, undefined, { ...headers, 'content-range': `bytes */${info.size}` });
  }
  const range = wanted.kind === 'part' ? wanted.range : undefined;
  const file = await store.get(key, range);
  if (!file) throw notFound();
  if (!range) return answer(200, file.body, { ...headers, 'content-length': String(info.size) });
  return answer(206, file.body, {
    ...headers,
    'content-range': `bytes ${range.start}-${range.end}/${info.size}`,
    'content-length': String(range.end - range.start + 1),
  });
};
