import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { helpAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import { serverDir } from '../../paths.ts';

// From the server's folder, so that the sources and the built bundle find the same pages (paths.ts).
const helpDir = join(serverDir, '..', '..', 'docs', 'help');

/**
 * The markdown help of a page. Pages live in docs/help/<lang>/<page>.md, the page name being the
 * path without digits (`users-` for /users/12).
 */
export const help = implement(helpAction, async ({ input }) => {
  const file = join(helpDir, input.params.lang, `${input.params.page}.md`);
  if (!existsSync(file)) throw notFound();
  return readFileSync(file, 'utf8');
});
