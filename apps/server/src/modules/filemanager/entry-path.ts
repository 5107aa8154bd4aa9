import { FOLDER_MARKER, keptEntryName } from '@kampus/contract';
import { violation } from '../../core/problem.ts';

export { FOLDER_MARKER };

/** One part of a path: what the file store takes as a key part (no `..`, nothing to escape). */
const PART = /^[a-z0-9._-]+$/i;

/** The name as kept (`keptEntryName`, shared with the web), or a 422 naming the field. */
export const checkedName = (typed: string, field = 'name'): string => {
  const name = keptEntryName(typed);
  if (name === null) throw violation(field, 'filemanager.invalid_name');
  return name;
};

/**
 * A folder path as the client sends it (`` for the root, `a/b` or `a/b/`): its parts, each a
 * valid name, or null when it is not a path we could have made.
 */
export const folderParts = (path: string): string[] | null => {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.every((part) => PART.test(part) && part !== '.' && part !== '..') ? parts : null;
};

/** An entry id (`a/b.pdf`, `a/b/`): its parts and whether it names a folder. */
export const entryParts = (id: string): { parts: string[]; isDir: boolean } | null => {
  const parts = folderParts(id);
  if (!parts || parts.length === 0) return null;
  return { parts, isDir: id.endsWith('/') };
};

/** The canonical folder path: `` or `a/b/`. */
export const folderId = (parts: readonly string[]): string => (parts.length ? `${parts.join('/')}/` : '');

/** Whether `id` is `folder` itself or lies inside it (both canonical; `` holds everything). */
export const isWithin = (id: string, folder: string): boolean => folder === '' || id.startsWith(folder);

/** The extension of a file name, lower case, or null. */
export const extensionOf = (name: string): string | null => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? null;
