import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertValidKey, contentTypeOf, publicPath, type FileEntry, type FileStore } from './file-store.ts';

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';

/** Files under `root` (`DATA_DIR/files`), one file per key; writes go through a temporary file and a rename. */
export const localFileStore = (root: string): FileStore => {
  const entriesOf = async (dir: string) => {
    try {
      return await readdir(dir, { withFileTypes: true });
    } catch (error) {
      // A folder that is not there (or a file where a folder would be) holds nothing.
      if (isMissing(error) || (error as { code?: string }).code === 'ENOTDIR') return [];
      throw error;
    }
  };
  const pathOf = (key: string): string => {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  };
  /** The files of `dir` and below, as paths; at the top only the entries whose names start with `start`. */
  const walk = async (dir: string, start = ''): Promise<string[]> => {
    const names = (await entriesOf(dir)).filter((entry) => entry.name.startsWith(start));
    const nested = await Promise.all(
      names.map((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
      ),
    );
    return nested.flat();
  };
  /**
   * The files whose key starts with `prefix`: only the prefix's own folder is read, and there only
   * the entries whose names start with the prefix's last part, so listing one school's folder (or
   * checking one name on upload) never reads the rest of the store.
   */
  const filesUnder = async (prefix: string): Promise<string[]> => {
    const cut = prefix.lastIndexOf('/') + 1;
    // A prefix naming `..` or `.` could only lead out of the store: it matches no key.
    if (prefix.split('/').some((part) => part === '..' || part === '.')) return [];
    return walk(join(root, ...prefix.slice(0, cut).split('/').filter(Boolean)), prefix.slice(cut));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A reader never sees half a file: write beside it, then rename over it (atomic on one file
      // system). The name beside it is this write's own: two writes of one key in the same
      // millisecond (ten uploads of one name at once) never share it, and the last rename wins.
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(path, range ? { start: range.start, end: range.end } : {}),
          contentType: contentTypeOf(key),
          size: info.size,
          modifiedAt: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      const files = await filesUnder(prefix);
      const entries = await Promise.all(
        files.map(async (file): Promise<FileEntry | null> => {
          const key = relative(root, file).split(sep).join('/');
          if (!key.startsWith(prefix) || key.endsWith('.tmp')) return null;
          try {
            const info = await stat(file);
            return { key, size: info.size, modifiedAt: info.mtime };
          } catch (error) {
            // Removed between the listing and the stat: it is no longer there.
            if (isMissing(error)) return null;
            throw error;
          }
        }),
      );
      return entries.filter((entry): entry is FileEntry => entry !== null).sort((a, b) => a.key.localeCompare(b.key));
    },
    url: publicPath,
  };
};
