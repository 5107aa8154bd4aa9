import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertValidKey, contentTypeOf, publicPath, type FileEntry, type FileStore } from './file-store.ts';

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';

/** Files under `root` (`DATA_DIR/files`), one file per key; writes go through a temporary file and a rename. */
export const localFileStore = (root: string): FileStore => {
  const pathOf = (key: string): string => {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  };
  const walk = async (dir: string): Promise<string[]> => {
    let names;
    try {
      names = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const nested = await Promise.all(
      names.map((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
      ),
    );
    return nested.flat();
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A reader never sees half a file: write beside it, then rename over it.
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
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
      const files = await walk(root);
      const entries: FileEntry[] = [];
      for (const file of files) {
        const key = relative(root, file).split(sep).join('/');
        if (!key.startsWith(prefix) || key.endsWith('.tmp')) continue;
        const info = await stat(file);
        entries.push({ key, size: info.size, modifiedAt: info.mtime });
      }
      return entries.sort((a, b) => a.key.localeCompare(b.key));
    },
    url: publicPath,
  };
};
