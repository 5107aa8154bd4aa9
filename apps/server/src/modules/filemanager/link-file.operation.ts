import { FILE_LINK_DAYS } from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { notFound } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { entryParts } from './entry-path.ts';
import { fileUrl } from './entry-view.ts';
import { canRead, fileReachOf } from './file-reach.ts';
import { issueFileTicket } from './file-ticket.ts';
import { rootKey } from './file-tree.ts';

const LINK_SECONDS = FILE_LINK_DAYS * 24 * 60 * 60;

/**
 * A lasting address of one file the caller may read, for a form's field (the file-picker modal):
 * the same signed address as an entry's `fullUrl`, valid a year instead of 30 minutes. Handing
 * out such a link publishes the file to whoever sees the form's record, so it is audited.
 */
export const linkFile = async (db: Db, ctx: RequestContext, store: FileStore, key: Uint8Array, id: string) => {
  const reach = await fileReachOf(db, ctx);
  const parsed = entryParts(id);
  if (!parsed || parsed.isDir || !canRead(reach, id)) throw notFound();
  if (!(await store.head(`${rootKey(reach.school)}${id}`))) throw notFound();
  const now = Date.now();
  const ticket = issueFileTicket(key, reach.school, id, now, LINK_SECONDS);
  await recordAction(db, ctx, {
    resource: 'filemanager',
    id: null,
    action: 'link',
    school: reach.school,
    before: null,
    after: { path: id },
  });
  return { url: fileUrl(reach.school, id, ticket), expires: Math.floor(now / 1000) + LINK_SECONDS };
};
