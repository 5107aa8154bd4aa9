/** The last entry of every backup archive: what it holds, so a restore can check it before it writes anything. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';

/** One file in the archive, with its checksum. */
export interface ArchiveEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  /** The Kampus version that took it; a restore refuses an archive from a newer one. */
  version: string;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  /** `pg_dump`: one custom-format dump; `logical`: one JSON-lines file per table, read in one snapshot. */
  database: 'pg_dump' | 'logical';
  /** Numbered migrations applied to the database backed up, in order. */
  migrations: string[];
  lastMigration: string;
  /** Rows per table, counted in the snapshot the dump read. */
  tables: Record<string, number>;
  /** Stored files (`files/<key>`) and database entries, each with its size and SHA-256. */
  entries: ArchiveEntry[];
}

/** Compares dotted versions by number (`0.10.0` is after `0.9.1`); a pre-release tag is ignored. */
const compareVersions = (a: string, b: string): number => {
  const parts = (version: string) =>
    version
      .split(/[-+]/, 1)[0]!
      .split('.')
      .map((part) => Number(part) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
};

/** Why a manifest cannot be restored by this code, or undefined when it can. */
export const manifestProblem = (
  manifest: Manifest,
  current: { version: string; migrations: readonly string[] },
): string | undefined => {
  if (manifest.format !== ARCHIVE_FORMAT) return `archive format ${String(manifest.format)} is not ${ARCHIVE_FORMAT}`;
  if (compareVersions(manifest.version, current.version) > 0) {
    return `archive is from Kampus ${manifest.version}, newer than this ${current.version}: upgrade first`;
  }
  const known = new Set(current.migrations);
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) return `archive has migrations this version does not know: ${unknown.join(', ')}`;
  return undefined;
};
