import { z } from 'zod';
import { defineAction } from './define.ts';
import { langParam } from './params.ts';

/** GET /health: the process is up. */
export const healthAction = defineAction({
  name: 'health',
  method: 'GET',
  path: '/health',
  summary: 'Process up',
  tags: ['ops'],
  access: 'anonymous',
  output: z.object({ status: z.literal('ok') }),
});

/** GET /ready: the database answers and every migration is applied (503 otherwise). */
export const readyAction = defineAction({
  name: 'ready',
  method: 'GET',
  path: '/ready',
  summary: 'Ready: database reachable, migrations applied',
  tags: ['ops'],
  access: 'anonymous',
  output: z.object({ status: z.string(), database: z.enum(['pglite', 'postgres']).optional() }),
  responses: {
    503: 'Not ready: {status: "migrating", pending}, {status: "database unreachable"} or {status: "draining"} (stopping)',
  },
});

/** GET /version.json: what runs, and since when (the web app reloads on a new version). */
export const versionAction = defineAction({
  name: 'version',
  method: 'GET',
  path: '/version.json',
  summary: 'The running version and when it started',
  tags: ['ops'],
  access: 'anonymous',
  output: z.object({ version: z.string(), builtAt: z.string() }),
});

/** GET /{lang}/help/{page}: a page's markdown help, superadmins only. */
export const helpAction = defineAction({
  name: 'help',
  method: 'GET',
  path: '/{lang}/help/{page}',
  summary: "A page's help in markdown (superadmins)",
  tags: ['help'],
  access: 'superadmin',
  tenancyHeaders: false,
  input: { params: z.object({ lang: langParam, page: z.string().regex(/^[a-z0-9-]+$/i) }) },
  responseType: 'text/markdown; charset=utf-8',
  responses: { 404: 'No help for this page in this language' },
});

/** POST /{lang}/page-views {path, title}: the page-view event every screen sends (usage statistics). */
export const pageViewAction = defineAction({
  name: 'recordPageView',
  method: 'POST',
  path: '/{lang}/page-views',
  summary: 'Record a page view',
  tags: ['statistics'],
  access: 'signedIn',
  input: {
    params: z.object({ lang: langParam }),
    body: z.object({
      path: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(500, {
        error: 'validation.required',
      }),
      // A title that is no text is dropped rather than refused: statistics never fail a screen.
      title: z
        .string()
        .transform((title) => title.slice(0, 300))
        .nullish()
        .catch(null),
    }),
  },
  status: 204,
});
