import { readFileAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden, notFound } from '../../core/problem.ts';
import { contentDisposition, FILE_POLICY_HEADERS } from '../../core/served-file.ts';
import { contentTypeOf, fileStoreFor, isInlineImage, isValidKey } from '../../integrations/files/index.ts';

/** School images (logos, favicons, photos) are shown on public pages: anyone may read them. */
const PUBLIC_KEY = /^schools\/\d+\/images\//;

/** Any other file: a signed-in caller whose reach holds the school in the key; keys outside a school, superadmins. */
/**
 * Course content and the file manager's files are served only through their own routes, which check
 * the course or the file's shares (course-content and filemanager modules).
 */
const PRIVATE_KEY = /^schools\/\d+\/(courses|filemanager|filemanager-thumbs)\//;

const checkReadable = async (key: string, context: () => Promise<RequestContext>): Promise<void> => {
  if (PUBLIC_KEY.test(key)) return;
  if (PRIVATE_KEY.test(key)) throw notFound();
  const ctx = await context();
  const school = /^schools\/(\d+)\//.exec(key)?.[1];
  if (ctx.caller?.superadmin) return;
  if (school === undefined || !ctx.reach.has(Number(school))) throw forbidden();
};

/**
 * A stored file, from the local store or S3 alike, so the URLs kept in records never depend on
 * where the bytes live. Its type comes from the key, which the upload wrote from the format read
 * in the bytes, never from what a client declared: a raster image is shown inline, anything else
 * is a download of bytes (`application/octet-stream`, `attachment`).
 */
export const readFile = implement(readFileAction, async ({ services, input, context }) => {
  // The router has already decoded the path once; a second decoding would throw on `%25`.
  const key = input.params.path;
  if (!isValidKey(key)) throw notFound();
  await checkReadable(key, context);
  const file = await fileStoreFor(services.config).get(key);
  if (!file) throw notFound();
  const headers: Record<string, string> = {
    'content-type': contentTypeOf(key),
    // Uploads replace a key in place; the URL carries a version (`?v=`), so a short cache is safe.
    'cache-control': 'public, max-age=300',
    ...FILE_POLICY_HEADERS,
  };
  if (!isInlineImage(key))
    headers['content-disposition'] = contentDisposition('attachment', key.split('/').pop() ?? 'file');
  if (file.size !== undefined) headers['content-length'] = String(file.size);
  if (file.modifiedAt) headers['last-modified'] = file.modifiedAt.toUTCString();
  return answer(200, file.body, headers);
});
