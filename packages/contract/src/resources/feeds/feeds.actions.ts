import { z } from 'zod';
import { FEED_FILE_MAX_BYTES, FEED_UPLOAD_KINDS } from './feeds.resource.ts';
import { defineAction } from '../../action/define.ts';
import { binaryBody } from '../../action/params.ts';

/**
 * POST /api/feeds/files?kind=cover|file&name=: a new post's cover picture or file, the body being
 * the file. Its bytes say what it is (a cover only an image; a file an image, a PDF or a zip/Office
 * file); it is stored in the files integration under the active school and answered as
 * `{name, url}`, the shape a post's `files` and `coverPicture` take.
 */
export const uploadFeedFileAction = defineAction({
  name: 'uploadFeedFile',
  method: 'POST',
  path: '/api/feeds/files',
  summary: "Store a post's cover picture or file",
  tags: ['feeds'],
  access: { resource: 'feeds', operation: 'create' },
  requestType: '*/*',
  maxBytes: FEED_FILE_MAX_BYTES,
  status: 201,
  input: {
    query: z.object({
      kind: z.enum(FEED_UPLOAD_KINDS, { error: 'validation.invalid_choice' }),
      name: z.string().max(200).optional(),
    }),
    body: binaryBody,
  },
  output: z.object({ name: z.string(), url: z.string() }),
  responses: { 413: 'Larger than 5 MB', 422: 'Empty, or not of a kind a post keeps' },
});
