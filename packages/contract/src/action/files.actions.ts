import { z } from 'zod';
import { defineAction } from './define.ts';

/**
 * GET /files/{path}: a stored file. School images are public; any other file is served only to a
 * signed-in caller who reads the record that owns it (a homework, a feed post), else 404.
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
  responses: { 401: 'Not signed in (files other than school images)', 404: 'No such file, or its record out of reach' },
});
