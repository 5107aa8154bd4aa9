import { z } from 'zod';
import { defineAction } from './define.ts';

/**
 * GET /files/{path}: a stored file. School images are public; any other file needs a signed-in
 * caller who reaches the school in its path (superadmins for files of no school).
 */
export const readFileAction = defineAction({
  name: 'readFile',
  method: 'GET',
  path: '/files/{path}',
  restParam: true,
  summary: 'A stored file: an image inline, anything else as a download',
  tags: ['files'],
  access: 'anonymous',
  input: { params: z.object({ path: z.string() }) },
  responseType: 'application/octet-stream',
  responses: { 401: 'Not signed in (files other than school images)', 403: 'Out of reach', 404: 'No such file' },
});
