import { readFileAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import { contentDisposition, FILE_POLICY_HEADERS } from '../../core/served-file.ts';
import { contentTypeOf, fileStoreFor, isInlineImage, isValidKey } from '../../integrations/files/index.ts';
import { checkFileOwner, isPublicKey } from './file-owners.ts';

/**
 * A stored file, from the local store or S3 alike, so the URLs kept in records never depend on
 * where the bytes live. Its type comes from the key, which the upload wrote from the format read
 * in the bytes, never from what a client declared: a raster image is shown inline, anything else
 * is a download of bytes (`application/octet-stream`, `attachment`). A school's images are public;
 * any other file is served only to a caller who reads the record that owns it (file-owners.ts).
 */
export const readFile = implement(readFileAction, async ({ db, services, input, context }) => {
  // The router has already decoded the path once; a second decoding would throw on `%25`.
  const key = input.params.path;
  if (!isValidKey(key)) throw notFound();
  if (!isPublicKey(key)) await checkFileOwner(db, key, await context());
  const file = await fileStoreFor(services.config).get(key);
  if (!file) throw notFound();
  const headers: Record<string, string> = {
    'content-type': contentTypeOf(key),
    // Uploads replace a key in place; the URL carries a version (`?v=`), so a short cache is safe
    // for a public image; a record's file is private to those who read the record.
    'cache-control': isPublicKey(key) ? 'public, max-age=300' : 'private, no-store',
    ...FILE_POLICY_HEADERS,
  };
  if (!isInlineImage(key))
    headers['content-disposition'] = contentDisposition('attachment', key.split('/').pop() ?? 'file');
  if (file.size !== undefined) headers['content-length'] = String(file.size);
  if (file.modifiedAt) headers['last-modified'] = file.modifiedAt.toUTCString();
  return answer(200, file.body, headers);
});
