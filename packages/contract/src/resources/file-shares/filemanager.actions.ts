import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { binaryBody } from '../../action/params.ts';

/** Largest file the file manager takes in one upload (the upload dialog says so before sending). */
export const FILE_MANAGER_MAX_BYTES = 25 * 1024 * 1024;

/** The marker object that keeps an empty folder (a store has no folders, only keys); always hidden. */
export const FOLDER_MARKER = '.folder';

/** One part of a path: what the file store takes as a key part (no `..`, nothing to escape). */
const ENTRY_NAME_PART = /^[a-z0-9._-]+$/i;

/**
 * A typed file or folder name as the file manager keeps it (platform spec section 5): trailing
 * slashes removed, whitespace replaced by underscores, since a stored name is a key part that no
 * URL or shell must escape. Null when nothing usable is left or it holds what a key cannot ('.',
 * '..', '/', letters beyond a to z). The server stores this; the web shows it while the name is
 * typed ("Trips 2026" is kept as "Trips_2026"), so a name never changes silently.
 */
export const keptEntryName = (typed: string): string | null => {
  const name = typed.trim().replace(/\/+$/, '').trim().replace(/\s+/g, '_');
  if (name === '' || name === '.' || name === '..' || name === FOLDER_MARKER || !ENTRY_NAME_PART.test(name))
    return null;
  return name;
};

/** A folder path inside the school's file manager: `` (the root) or `a/b/` (always a trailing slash). */
const folderPath = z.string({ error: 'validation.required' }).max(400, { error: 'validation.too_long' }).default('');

/** An entry's id: its path inside the school's file manager (`a/b.pdf`, `a/b/` for a folder). */
const entryId = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(400);

/** A name as typed: the server trims trailing slashes and turns whitespace into underscores. */
const entryName = z.string({ error: 'validation.required' }).max(200, { error: 'validation.too_long' });

/** The file entry of the platform spec (section 3), for one file or folder. */
export const fileEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDir: z.boolean(),
  isHidden: z.boolean(),
  isSymlink: z.boolean(),
  isEncrypted: z.boolean(),
  openable: z.boolean(),
  selectable: z.boolean(),
  draggable: z.boolean(),
  droppable: z.boolean(),
  modDate: z.string().nullable(),
  size: z.number().int().nullable(),
  childrenCount: z.number().int().nullable(),
  ext: z.string().nullable(),
  fullUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
});
export type FileEntryView = z.infer<typeof fileEntrySchema>;

const folderListing = z.object({
  path: z.string(),
  /** Whether the caller may upload, create, rename, move and delete here. */
  writable: z.boolean(),
  /** Where the bytes are kept: `DATA_DIR/files` or the S3 bucket. */
  storage: z.enum(['local', 's3']),
  entries: z.array(fileEntrySchema),
});

const changed = z.object({ entries: z.array(fileEntrySchema) });

/** GET /api/filemanager/entries?path=: the folder's entries the caller may see. */
export const listFileEntriesAction = defineAction({
  name: 'listFileEntries',
  method: 'GET',
  path: '/api/filemanager/entries',
  summary: "A folder of the active school's file manager: the entries the caller may see",
  tags: ['filemanager'],
  access: 'signedIn',
  input: { query: z.object({ path: folderPath }) },
  output: folderListing,
  responses: { 404: 'No such folder, or not one the caller may see' },
});

/** POST /api/filemanager/folders: a new, empty folder. */
export const createFolderAction = defineAction({
  name: 'createFileFolder',
  method: 'POST',
  path: '/api/filemanager/folders',
  summary: 'Create a folder in the file manager',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  input: { body: z.object({ path: folderPath, name: entryName }) },
  output: changed,
  status: 201,
  responses: { 404: 'No such folder', 409: 'A file or folder of that name exists' },
});

/** PUT /api/filemanager/files?path=&name=: a file's bytes, checked by their content. */
export const uploadManagedFileAction = defineAction({
  name: 'uploadManagedFile',
  method: 'PUT',
  path: '/api/filemanager/files',
  summary: 'Upload a file into a folder of the file manager',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  requestType: 'application/octet-stream',
  maxBytes: FILE_MANAGER_MAX_BYTES,
  input: { query: z.object({ path: folderPath, name: entryName }), body: binaryBody },
  output: changed,
  status: 201,
  responses: { 404: 'No such folder', 413: 'Too large' },
});

/** POST /api/filemanager/rename: a new name for one file or folder, in its folder. */
export const renameFileEntryAction = defineAction({
  name: 'renameFileEntry',
  method: 'POST',
  path: '/api/filemanager/rename',
  summary: 'Rename a file or folder',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  input: { body: z.object({ id: entryId, name: entryName }) },
  output: changed,
  responses: { 404: 'No such entry', 409: 'A file or folder of that name exists' },
});

/** POST /api/filemanager/move: files and folders into another folder (a drop onto it). */
export const moveFileEntriesAction = defineAction({
  name: 'moveFileEntries',
  method: 'POST',
  path: '/api/filemanager/move',
  summary: 'Move files and folders into a folder',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  input: { body: z.object({ ids: z.array(entryId).min(1).max(200), to: folderPath }) },
  output: changed,
  responses: { 404: 'No such entry or folder', 409: 'A file or folder of that name exists there' },
});

/** POST /api/filemanager/delete: files and folders (a folder with everything in it). */
export const deleteFileEntriesAction = defineAction({
  name: 'deleteFileEntries',
  method: 'POST',
  path: '/api/filemanager/delete',
  summary: 'Delete files and folders',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  input: { body: z.object({ ids: z.array(entryId).min(1).max(200) }) },
  status: 204,
  responses: { 404: 'No such entry' },
});

/**
 * GET /api/filemanager/file?school=&id=&ticket=: a file's bytes. The entry's `fullUrl` carries a
 * short-lived signed ticket (an `<img>`, `<video>` or a link cannot send the token); without one
 * the bearer token is checked. `download=1` asks for an attachment; `thumb=1` for the thumbnail.
 */
export const readManagedFileAction = defineAction({
  name: 'readManagedFile',
  method: 'GET',
  path: '/api/filemanager/file',
  summary: 'A file of the file manager: images, PDF and video inline, anything else as a download',
  tags: ['filemanager'],
  access: 'anonymous',
  input: {
    query: z.object({
      school: z.coerce.number().int().positive(),
      id: entryId,
      ticket: z.string().max(600).optional(),
      download: z.enum(['0', '1']).optional(),
      thumb: z.enum(['0', '1']).optional(),
    }),
  },
  responseType: 'application/octet-stream',
  responses: { 401: 'No valid ticket or token', 404: 'No such file, or not one the caller may see' },
});

/** How long a link a form keeps works (a cover picture, a logo): a year; moving or deleting the file ends it sooner. */
export const FILE_LINK_DAYS = 365;

/**
 * POST /api/filemanager/link: a lasting address of one file, for the file-picker modal to put into
 * a form's field (an entry's `fullUrl` works only 30 minutes). Only for a file the caller may read;
 * the address is signed for that school and path, so a move or a delete ends it.
 */
export const linkManagedFileAction = defineAction({
  name: 'linkManagedFile',
  method: 'POST',
  path: '/api/filemanager/link',
  summary: 'A lasting signed address of one file, for a form field',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  input: { body: z.object({ id: entryId }) },
  output: z.object({ url: z.string(), expires: z.number().int() }),
  responses: { 404: 'No such file, or not one the caller may see' },
});

/** One Drive file as the Drive API answers it (every field is kept: `fields=*`). */
const driveFile = z.object({ id: z.string(), name: z.string(), mimeType: z.string() }).catchall(z.unknown());

/**
 * POST /api/filemanager/drive: a page of the caller's Google Drive files, with the access token
 * the Drive tab signed in for (scope `drive.metadata.readonly`). The token is passed through, never kept.
 */
export const listDriveFilesAction = defineAction({
  name: 'listDriveFiles',
  method: 'POST',
  path: '/api/filemanager/drive',
  summary: 'List Google Drive files (page size 10, all fields) with the caller’s Drive access token',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  input: {
    body: z.object({
      accessToken: z.string().min(1, { error: 'validation.required' }).max(4096),
      pageToken: z.string().max(1024).optional(),
    }),
  },
  output: z.object({ files: z.array(driveFile), nextPageToken: z.string().nullable() }),
  responses: { 502: 'Drive refused or could not be reached (its message is given)' },
});

/**
 * Where the Drive tab signs in: Google's authorization endpoint with the server's client id, or
 * the built-in local Drive (`GOOGLE_DRIVE=local`, the default without `GOOGLE_CLIENT_ID`), which
 * works with no Google account; or off. Both answer an OAuth 2.0 implicit grant
 * to `/drive-callback.html` (docs/filemanager.md). `off`: no address and no client id.
 */
export const driveSignInAction = defineAction({
  name: 'driveSignIn',
  method: 'GET',
  path: '/api/filemanager/drive/sign-in',
  summary: 'Where the Drive tab signs in: Google, the local Drive, or off',
  tags: ['filemanager'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  input: {},
  output: z.object({
    provider: z.enum(['google', 'local', 'off']),
    authorizationUrl: z.string().nullable(),
    clientId: z.string().nullable(),
    scope: z.string(),
  }),
});
