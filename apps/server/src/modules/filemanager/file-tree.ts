import type { FileEntry, FileStore } from '../../integrations/files/index.ts';
import { FOLDER_MARKER } from './entry-path.ts';

/** Where a school's file manager keeps its files, and the thumbnails made of them. */
export const rootKey = (school: number): string => `schools/${school}/filemanager/`;
export const thumbKey = (school: number, id: string): string => `schools/${school}/filemanager-thumbs/${id}.webp`;

/** One child of a folder as read from the store's keys. */
export interface Child {
  id: string;
  name: string;
  isDir: boolean;
  size: number | null;
  modifiedAt: Date | null;
  childrenCount: number | null;
}

/** Every stored key under `folder` (an entry id, `` for the root), relative to the school's root. */
export const keysUnder = async (store: FileStore, school: number, folder: string): Promise<FileEntry[]> => {
  const root = rootKey(school);
  const entries = await store.list(`${root}${folder}`);
  return entries.map((entry) => ({ ...entry, key: entry.key.slice(root.length) }));
};

/** The file `id` as a child of its folder, from one look at its key; null when there is none. */
export const storedFile = async (store: FileStore, school: number, id: string): Promise<Child | null> => {
  const info = await store.head(`${rootKey(school)}${id}`);
  if (!info) return null;
  return {
    id,
    name: id.slice(id.lastIndexOf('/') + 1),
    isDir: false,
    size: info.size,
    modifiedAt: info.modifiedAt ?? null,
    childrenCount: null,
  };
};

/**
 * The immediate children of `folder` from the keys below it: files directly in it, and a folder
 * for each first path part below it (its children counted, the folder marker not).
 */
export const childrenOf = (folder: string, keys: readonly FileEntry[]): Child[] => {
  const files: Child[] = [];
  const folders = new Map<string, { count: Set<string>; modifiedAt: Date }>();
  for (const entry of keys) {
    if (!entry.key.startsWith(folder)) continue;
    const rest = entry.key.slice(folder.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      if (rest !== FOLDER_MARKER && rest !== '')
        files.push({
          id: entry.key,
          name: rest,
          isDir: false,
          size: entry.size,
          modifiedAt: entry.modifiedAt,
          childrenCount: null,
        });
      continue;
    }
    const name = rest.slice(0, slash);
    const inner = rest.slice(slash + 1);
    const known = folders.get(name) ?? { count: new Set<string>(), modifiedAt: entry.modifiedAt };
    const child = inner.split('/')[0] ?? '';
    if (child !== FOLDER_MARKER && child !== '') known.count.add(child);
    if (entry.modifiedAt > known.modifiedAt) known.modifiedAt = entry.modifiedAt;
    folders.set(name, known);
  }
  return [
    ...[...folders].map(([name, info]) => ({
      id: `${folder}${name}/`,
      name,
      isDir: true,
      size: null,
      modifiedAt: info.modifiedAt,
      childrenCount: info.count.size,
    })),
    ...files,
  ];
};

/** Reads a stored object whole (the stores have no copy: a move is a read, a write and a delete). */
export const readWhole = async (store: FileStore, key: string): Promise<Buffer | null> => {
  const file = await store.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
