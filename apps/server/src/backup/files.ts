import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, type FileStore } from '../integrations/files/index.ts';
import type { ArchiveEntry } from './manifest.ts';

const FILES = 'files/';

/** Copies every stored object (local disk or S3, through the same store the server uses) into `dir/files/`. */
export const stageFiles = async (store: FileStore, dir: string): Promise<ArchiveEntry[]> => {
  const entries: ArchiveEntry[] = [];
  for (const { key } of await store.list('')) {
    const stored = await store.get(key);
    if (!stored) continue; // deleted since it was listed
    const name = `${FILES}${key}`;
    const target = join(dir, name);
    mkdirSync(dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    stored.body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    await pipeline(stored.body, createWriteStream(target));
    entries.push({ name, size, sha256: hash.digest('hex') });
  }
  return entries;
};

/** Puts the archive's files back into the store, under their keys. */
export const restoreFiles = async (store: FileStore, dir: string, entries: ArchiveEntry[]): Promise<number> => {
  let count = 0;
  for (const entry of entries.filter((candidate) => candidate.name.startsWith(FILES))) {
    const key = entry.name.slice(FILES.length);
    await store.put(key, readFileSync(join(dir, entry.name)), contentTypeOf(key));
    count += 1;
  }
  return count;
};

/** Deletes every stored object (a forced restore starts from the archive's files alone). */
export const clearFiles = async (store: FileStore): Promise<void> => {
  for (const { key } of await store.list('')) await store.delete(key);
};
