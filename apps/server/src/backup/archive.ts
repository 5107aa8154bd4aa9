import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { MANIFEST_NAME, type ArchiveEntry, type Manifest } from './manifest.ts';

/** SHA-256 and size of a file on disk. */
export const checksum = async (path: string): Promise<ArchiveEntry & { name: '' }> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { name: '', size: statSync(path).size, sha256: hash.digest('hex') };
};

/**
 * Writes the staged entries (paths relative to `dir`) and then the manifest into one gzipped tar,
 * first as `<file>.partial`, renamed only once complete: a file of that name is never half-written,
 * and an archive cut short has no manifest (it is the last entry), which a restore refuses.
 */
export const writeArchive = async (dir: string, manifest: Manifest, file: string): Promise<number> => {
  const partial = `${file}.partial`;
  mkdirSync(dirname(file), { recursive: true });
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 3 }), createWriteStream(partial));
  for (const entry of manifest.entries) {
    const sink = pack.entry({ name: entry.name, size: entry.size });
    await pipeline(createReadStream(join(dir, entry.name)), sink);
  }
  pack.entry({ name: MANIFEST_NAME }, JSON.stringify(manifest, null, 2));
  pack.finalize();
  await written;
  renameSync(partial, file);
  return statSync(file).size;
};

/**
 * Unpacks an archive into `dir`, hashing every entry on the way, and answers its manifest once
 * every entry it lists is present with its checksum. Throws (naming why) on a truncated or
 * corrupt archive, a missing manifest, a checksum that differs or a name outside `dir`.
 */
export const readArchive = async (file: string, dir: string): Promise<Manifest> => {
  const extract = tar.extract();
  const seen = new Map<string, ArchiveEntry>();
  let manifestText: string | undefined;
  extract.on('entry', (header, stream, next) => {
    // An entry's own failure is the archive's (reported once, by the pipeline below).
    stream.on('error', () => undefined);
    const target = resolve(dir, header.name);
    if (!target.startsWith(resolve(dir) + sep)) {
      extract.destroy(new Error(`unsafe name in archive: ${header.name}`));
      return;
    }
    if (header.name === MANIFEST_NAME) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        manifestText = Buffer.concat(chunks).toString('utf8');
        next();
      });
      return;
    }
    mkdirSync(dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    stream.on('data', (data: unknown) => {
      const chunk = data as Buffer;
      hash.update(chunk);
      size += chunk.length;
    });
    pipeline(stream, createWriteStream(target)).then(
      () => {
        seen.set(header.name, { name: header.name, size, sha256: hash.digest('hex') });
        next();
      },
      (error: unknown) => extract.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    throw new Error(`unfinished or damaged archive (${error instanceof Error ? error.message : String(error)})`);
  }
  if (manifestText === undefined) throw new Error('unfinished archive: it has no manifest');
  const manifest = JSON.parse(manifestText) as Manifest;
  for (const entry of manifest.entries) {
    const found = seen.get(entry.name);
    if (!found) throw new Error(`unfinished archive: ${entry.name} is missing`);
    if (found.sha256 !== entry.sha256 || found.size !== entry.size) {
      throw new Error(`damaged archive: ${entry.name} does not match its checksum`);
    }
  }
  return manifest;
};

/** Removes a staging folder. */
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });
