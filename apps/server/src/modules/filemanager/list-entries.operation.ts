import type { FileEntryView } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { notFound } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { entryParts, folderId, folderParts } from './entry-path.ts';
import { entryView, type ViewContext } from './entry-view.ts';
import { CLASSES_FOLDER, canOpen, canRead, canWrite, canWriteIn, fileReachOf, type FileReach } from './file-reach.ts';
import { childrenOf, keysUnder, type Child } from './file-tree.ts';

/** A folder that exists only because the caller's reach names it (a teacher's class folders). */
const virtualFolder = (id: string, name: string): Child => ({
  id,
  name,
  isDir: true,
  size: null,
  modifiedAt: null,
  childrenCount: null,
});

/** The children of `folder` the caller may see, read from the store. */
const visibleChildren = async (
  store: FileStore,
  reach: FileReach,
  folder: string,
  keys: Awaited<ReturnType<typeof keysUnder>>,
): Promise<Child[]> => {
  if (reach.mode === 'all' || canRead(reach, folder)) return childrenOf(folder, keys);
  if (reach.mode === 'classes') {
    // The root shows the classes folder; the classes folder shows the teacher's own class folders.
    if (folder === '') return [virtualFolder(CLASSES_FOLDER, CLASSES_FOLDER.slice(0, -1))];
    const real = new Map(childrenOf(folder, keys).map((child) => [child.id, child]));
    return reach.folders.map((id) => real.get(id) ?? virtualFolder(id, id.slice(folder.length, -1)));
  }
  // A parent or student at the root: each thing shared with them that still exists.
  const children: Child[] = [];
  for (const share of reach.shares) {
    const parsed = entryParts(share);
    if (!parsed) continue;
    const parent = folderId(parsed.parts.slice(0, -1));
    const found = childrenOf(parent, await keysUnder(store, reach.school, share)).find((child) => child.id === share);
    if (found) children.push(found);
  }
  return children;
};

export interface FolderListing {
  path: string;
  writable: boolean;
  storage: 'local' | 's3';
  entries: FileEntryView[];
}

/** A folder of the active school's file manager: 404 when it is not one the caller may open, or is empty and unnamed. */
export const listEntries = async (
  db: Db,
  ctx: RequestContext,
  store: FileStore,
  signingKey: Uint8Array,
  path: string,
): Promise<FolderListing> => {
  const parts = folderParts(path);
  if (!parts) throw notFound();
  const folder = folderId(parts);
  const reach = await fileReachOf(db, ctx);
  if (!canOpen(reach, folder)) throw notFound();
  const keys = await keysUnder(store, reach.school, folder);
  const isVirtual = folder === '' || (reach.mode === 'classes' && !canRead(reach, folder)) || reach.mode === 'shared';
  const isClassFolder = reach.mode === 'classes' && reach.folders.includes(folder);
  if (keys.length === 0 && !isVirtual && !isClassFolder) throw notFound();
  const view: ViewContext = { school: reach.school, key: signingKey, writable: (id) => canWrite(reach, id) };
  const children = await visibleChildren(store, reach, folder, keys);
  return {
    path: folder,
    writable: canWriteIn(reach, folder),
    storage: store.kind,
    entries: children.map((child) => entryView(child, view)),
  };
};
