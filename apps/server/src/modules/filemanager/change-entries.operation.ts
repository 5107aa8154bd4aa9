import { fileShares } from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { conflict, forbidden, notFound, unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { checkedName, entryParts, extensionOf, FOLDER_MARKER, folderId, folderParts } from './entry-path.ts';
import { entryView } from './entry-view.ts';
import { contentProblem } from './file-kinds.ts';
import { canWrite, canWriteIn, fileReachOf, type FileReach } from './file-reach.ts';
import { childrenOf, keysUnder, readWhole, rootKey, storedFile, thumbKey } from './file-tree.ts';

/** What every change needs: the caller's transaction and context, the store and the signing key. */
export interface ChangeContext {
  db: Db;
  ctx: RequestContext;
  store: FileStore;
  signingKey: Uint8Array;
}

const writableFolder = (reach: FileReach, path: string, field: string): string => {
  const parts = folderParts(path);
  if (!parts) throw violation(field, 'validation.invalid');
  const folder = folderId(parts);
  if (!canWriteIn(reach, folder)) throw forbidden();
  return folder;
};

/** The entries of `folder` named by `ids`, as the client would list them afterwards. */
const viewsOf = async (change: ChangeContext, reach: FileReach, folder: string, ids: readonly string[]) => {
  const children = childrenOf(folder, await keysUnder(change.store, reach.school, folder));
  const view = { school: reach.school, key: change.signingKey, writable: (id: string) => canWrite(reach, id) };
  return children.filter((child) => ids.includes(child.id)).map((child) => entryView(child, view));
};

/** Whether anything (a file or a folder) is kept under that id already. */
const taken = async (store: FileStore, school: number, folder: string, name: string): Promise<boolean> => {
  const siblings = childrenOf(folder, await keysUnder(store, school, `${folder}${name}`));
  return siblings.some((child) => child.name === name);
};

const audit = (change: ChangeContext, school: number, action: string, before: string | null, after: string | null) =>
  recordAction(change.db, change.ctx, {
    resource: 'filemanager',
    id: null,
    action,
    school,
    before: before === null ? null : { path: before },
    after: after === null ? null : { path: after },
  });

/** A new empty folder `name` in `path` (kept as its hidden marker object). */
export const createFolder = async (change: ChangeContext, path: string, typed: string) => {
  const reach = await fileReachOf(change.db, change.ctx);
  const folder = writableFolder(reach, path, 'path');
  const name = checkedName(typed);
  if (await taken(change.store, reach.school, folder, name)) throw conflict('filemanager.name_taken', { name });
  await change.store.put(`${rootKey(reach.school)}${folder}${name}/${FOLDER_MARKER}`, Buffer.alloc(0), 'text/plain');
  await audit(change, reach.school, 'create_folder', null, `${folder}${name}/`);
  return { entries: await viewsOf(change, reach, folder, [`${folder}${name}/`]) };
};

/** A file `name` in `path`, its bytes checked against its extension; a file of that name is replaced. */
export const uploadFile = async (change: ChangeContext, path: string, typed: string, bytes: Uint8Array) => {
  const reach = await fileReachOf(change.db, change.ctx);
  const folder = writableFolder(reach, path, 'path');
  const name = checkedName(typed);
  if (bytes.length === 0) throw violation('file', 'files.empty');
  const ext = extensionOf(name);
  // A name without an extension says what is wrong in words, never ".{{ext}}" left empty.
  if (ext === null) throw violation('name', 'filemanager.no_extension');
  const problem = await contentProblem(bytes, ext);
  if (problem) throw unprocessable([{ propertyPath: 'file', message: `filemanager.${problem}`, values: { ext } }]);
  const id = `${folder}${name}`;
  // Only what this name needs: a folder of that name (keys under `id/`) and a file to replace (one head),
  // never the whole folder, which grows with every upload into it.
  if ((await keysUnder(change.store, reach.school, `${id}/`)).length > 0)
    throw conflict('filemanager.name_taken', { name });
  const replaced = (await storedFile(change.store, reach.school, id)) !== null;
  await change.store.put(`${rootKey(reach.school)}${id}`, Buffer.from(bytes), 'application/octet-stream');
  await change.store.delete(thumbKey(reach.school, id));
  await audit(change, reach.school, 'upload', replaced ? id : null, id);
  const stored = await storedFile(change.store, reach.school, id);
  const view = { school: reach.school, key: change.signingKey, writable: (entry: string) => canWrite(reach, entry) };
  return { entries: stored ? [entryView(stored, view)] : [] };
};

/** Moves one entry (a file, or a folder with everything in it) to `target`; shares follow it. */
const relocate = async (change: ChangeContext, reach: FileReach, from: string, target: string): Promise<void> => {
  const root = rootKey(reach.school);
  const keys = from.endsWith('/')
    ? (await keysUnder(change.store, reach.school, from)).map((entry) => entry.key)
    : [from];
  for (const key of keys) {
    const bytes = await readWhole(change.store, `${root}${key}`);
    if (!bytes) continue;
    await change.store.put(`${root}${target}${key.slice(from.length)}`, bytes, 'application/octet-stream');
    await change.store.delete(`${root}${key}`);
    await change.store.delete(thumbKey(reach.school, key));
  }
  const shares = system(change.db).of(fileShares);
  for (const share of await shares.list({ school: reach.school })) {
    if (share.path === from || (from.endsWith('/') && share.path.startsWith(from)))
      await shares.update(share.id, { path: `${target}${share.path.slice(from.length)}` });
  }
  await audit(change, reach.school, 'move', from, target);
};

/** The entry `id`, existing and writable by the caller, with its folder. */
const writableEntry = async (change: ChangeContext, reach: FileReach, id: string, field: string) => {
  const parsed = entryParts(id);
  if (!parsed) throw violation(field, 'validation.invalid');
  if (!canWrite(reach, id)) throw notFound();
  const folder = folderId(parsed.parts.slice(0, -1));
  const name = parsed.parts[parsed.parts.length - 1] ?? '';
  const children = childrenOf(folder, await keysUnder(change.store, reach.school, `${folder}${name}`));
  const entry = children.find((child) => child.name === name && child.isDir === parsed.isDir);
  if (!entry) throw notFound();
  return { entry, folder };
};

/** A new name for one entry in its own folder. */
export const renameEntry = async (change: ChangeContext, id: string, typed: string) => {
  const reach = await fileReachOf(change.db, change.ctx);
  const { entry, folder } = await writableEntry(change, reach, id, 'id');
  const name = checkedName(typed);
  if (name === entry.name) return { entries: await viewsOf(change, reach, folder, [entry.id]) };
  // A renamed file keeps the extension of its kind: its content was checked against it.
  const ext = extensionOf(entry.name);
  if (!entry.isDir && extensionOf(name) !== ext)
    throw unprocessable([{ propertyPath: 'name', message: 'filemanager.keep_extension', values: { ext: ext ?? '' } }]);
  if (await taken(change.store, reach.school, folder, name)) throw conflict('filemanager.name_taken', { name });
  const target = `${folder}${name}${entry.isDir ? '/' : ''}`;
  await relocate(change, reach, entry.id, target);
  return { entries: await viewsOf(change, reach, folder, [target]) };
};

/** Moves entries into the folder `to` (a drop onto it). */
export const moveEntries = async (change: ChangeContext, ids: readonly string[], to: string) => {
  const reach = await fileReachOf(change.db, change.ctx);
  const folder = writableFolder(reach, to, 'to');
  const moved: string[] = [];
  for (const [index, id] of ids.entries()) {
    const { entry } = await writableEntry(change, reach, id, `ids[${index}]`);
    if (entry.isDir && folder.startsWith(entry.id)) throw violation('to', 'filemanager.into_itself');
    const target = `${folder}${entry.name}${entry.isDir ? '/' : ''}`;
    if (target === entry.id) continue;
    if (await taken(change.store, reach.school, folder, entry.name))
      throw conflict('filemanager.name_taken', { name: entry.name });
    await relocate(change, reach, entry.id, target);
    moved.push(target);
  }
  return { entries: await viewsOf(change, reach, folder, moved) };
};

/** Deletes entries (a folder with everything in it) and the shares of them. */
export const deleteEntries = async (change: ChangeContext, ids: readonly string[]): Promise<void> => {
  const reach = await fileReachOf(change.db, change.ctx);
  const root = rootKey(reach.school);
  for (const [index, id] of ids.entries()) {
    const { entry } = await writableEntry(change, reach, id, `ids[${index}]`);
    const keys = entry.isDir
      ? (await keysUnder(change.store, reach.school, entry.id)).map((stored) => stored.key)
      : [entry.id];
    for (const key of keys) {
      await change.store.delete(`${root}${key}`);
      await change.store.delete(thumbKey(reach.school, key));
    }
    const shares = system(change.db).of(fileShares);
    for (const share of await shares.list({ school: reach.school })) {
      if (share.path === entry.id || (entry.isDir && share.path.startsWith(entry.id))) await shares.remove(share.id);
    }
    await audit(change, reach.school, 'delete', entry.id, null);
  }
};
