import type { Answer } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import { contentDisposition, FILE_POLICY_HEADERS, rangedFileAnswer } from '../../core/served-file.ts';
import type { FileStore } from '../../integrations/files/file-store.ts';
import { formatOfKey } from './file-formats.ts';

/**
 * A stored course file as an answer (whole, one range, or 416), under the file policy. Media and
 * images still play and show (a `<video>` element ignores the sandbox of its source). Its type
 * comes from the key's extension, which the upload wrote from the bytes it read.
 */
export const storedAnswer = async (
  store: FileStore,
  key: string,
  rangeHeader: string | undefined,
  downloadName: string,
): Promise<Answer> => {
  // No file uploaded yet reads as no file.
  if (key === '') throw notFound();
  const format = formatOfKey(key);
  if (!format) throw notFound();
  return rangedFileAnswer(store, key, rangeHeader, {
    ...FILE_POLICY_HEADERS,
    'cross-origin-resource-policy': 'same-origin',
    // Course content is private to the course: shared caches must not keep it.
    'cache-control': 'private, max-age=300',
    'content-type': format.contentType,
    'content-disposition': contentDisposition(
      format.inline ? 'inline' : 'attachment',
      `${downloadName}.${format.extension}`,
    ),
  });
};
