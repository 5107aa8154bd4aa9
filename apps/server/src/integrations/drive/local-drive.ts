import { DRIVE_FOLDER_TYPE, DRIVE_PAGE_SIZE, DRIVE_SCOPE } from '@kampus/contract';
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { driveProblem, type DriveApi, type DriveFile } from './drive-api.ts';
import { localDriveScopes } from './local-drive-token.ts';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  json: 'application/json',
  html: 'text/html',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The refusals Google gives for the same conditions, word for word (the tab shows them). */
const MESSAGES = {
  unauthenticated:
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  scope: 'Request had insufficient authentication scopes.',
  pageToken: 'Invalid Value',
};

/** A folder deeper than this, or more entries than this, is not listed (a drive, not a disk). */
const MAX_DEPTH = 6;
const MAX_ENTRIES = 5000;

/** A stable id of an entry: its path inside the drive folder, hashed (Drive's ids are opaque too). */
const idOf = (path: string): string =>
  path === '' ? 'root' : createHash('sha256').update(path).digest('base64url').slice(0, 28);

const owner = { kind: 'drive#user', displayName: 'Local Drive', me: true };

/** Every entry of the drive folder, depth first, folders before files and each level by name. */
const walk = async (root: string, path = '', depth = 0, into: DriveFile[] = []): Promise<DriveFile[]> => {
  if (depth > MAX_DEPTH) return into;
  const entries = await readdir(join(root, path), { withFileTypes: true }).catch(() => []);
  const visible = entries
    .filter((entry) => !entry.name.startsWith('.') && (entry.isDirectory() || entry.isFile()))
    .sort((a, b) => Number(b.isDirectory()) - Number(a.isDirectory()) || a.name.localeCompare(b.name));
  for (const entry of visible) {
    if (into.length >= MAX_ENTRIES) break;
    const entryPath = path === '' ? entry.name : `${path}/${entry.name}`;
    const info = await stat(join(root, entryPath)).catch(() => null);
    if (!info) continue;
    const extension = extname(entry.name).slice(1).toLowerCase();
    into.push({
      kind: 'drive#file',
      id: idOf(entryPath),
      name: entry.name,
      mimeType: entry.isDirectory() ? DRIVE_FOLDER_TYPE : (TYPES[extension] ?? 'application/octet-stream'),
      parents: [idOf(path)],
      ...(entry.isDirectory() ? {} : { size: String(info.size), fileExtension: extension }),
      createdTime: info.birthtime.toISOString(),
      modifiedTime: info.mtime.toISOString(),
      owners: [owner],
      ownedByMe: true,
      starred: false,
      trashed: false,
      shared: false,
    });
    if (entry.isDirectory()) await walk(root, entryPath, depth + 1, into);
  }
  return into;
};

/**
 * The local Drive: the files under `folder` (`DATA_DIR/drive`), listed as Drive's `files.list`
 * lists them with `fields=*`, ten a page, to whoever holds a token its sign-in page issued for the
 * metadata scope. It refuses as Google does: an unknown or expired token, a narrower scope, a page
 * token it did not give.
 */
export const localDrive = (folder: string, key: Uint8Array): DriveApi => ({
  list: async (accessToken, pageToken) => {
    const scopes = await localDriveScopes(key, accessToken);
    if (scopes === null) throw driveProblem('filemanager.local_drive_failed', { message: MESSAGES.unauthenticated });
    if (!scopes.includes(DRIVE_SCOPE))
      throw driveProblem('filemanager.local_drive_failed', { message: MESSAGES.scope });
    const files = await walk(folder);
    // The page tokens it gives are offsets; none is the first page.
    const token = pageToken ?? '0';
    const start = Number(token);
    if (!/^\d{1,9}$/.test(token) || start >= Math.max(files.length, 1))
      throw driveProblem('filemanager.local_drive_failed', { message: MESSAGES.pageToken });
    const end = start + DRIVE_PAGE_SIZE;
    return { files: files.slice(start, end), nextPageToken: end < files.length ? String(end) : null };
  },
});
