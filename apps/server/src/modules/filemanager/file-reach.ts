import { classes, fileShares } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { isWithin } from './entry-path.ts';

/** The folder that holds one folder per class; a teacher works only inside their classes' ones. */
export const CLASSES_FOLDER = 'classes/';

/**
 * What one caller may do in the active school's file manager (docs/filemanager.md):
 * - `all`: staff (and superadmins): every file, read and write;
 * - `classes`: a teacher: the folders `classes/<id>/` of the classes they teach, read and write;
 * - `shared`: a parent or student: what file shares name for them, read only.
 */
export type FileReach =
  | { school: number; mode: 'all' }
  | { school: number; mode: 'classes'; folders: string[] }
  | { school: number; mode: 'shared'; shares: string[] };

const classFolder = (classId: number): string => `${CLASSES_FOLDER}${classId}/`;

/** The caller's reach in the active school (403 when the school is out of their reach). */
export const fileReachOf = async (db: Db, ctx: RequestContext): Promise<FileReach> => {
  const caller = ctx.caller;
  if (!caller) throw forbidden();
  const school = ctx.activeSchoolId ?? caller.schoolId;
  if (!caller.superadmin && !ctx.reach.has(school)) throw forbidden();
  if (caller.superadmin || ['headquarters', 'campus', 'school'].includes(caller.audience)) {
    return { school, mode: 'all' };
  }
  if (caller.audience === 'teacher') {
    const taught = await system(db)
      .of(classes)
      .list({ school, teacher: caller.id }, { order: { id: 'asc' } });
    return { school, mode: 'classes', folders: taught.map((row) => classFolder(row.id)) };
  }
  const shares = await system(db)
    .of(fileShares)
    .list({ school, user: caller.id }, { order: { path: 'asc' } });
  return { school, mode: 'shared', shares: shares.map((row) => row.path) };
};

/** Whether a shared path (a file, or a folder ending in `/`) covers the entry `id`. */
const covers = (share: string, id: string): boolean => share === id || (share.endsWith('/') && id.startsWith(share));

/** Whether the caller may read the entry `id` (a file, or a folder's contents). */
export const canRead = (reach: FileReach, id: string): boolean => {
  switch (reach.mode) {
    case 'all':
      return true;
    case 'classes':
      return reach.folders.some((folder) => isWithin(id, folder));
    case 'shared':
      return reach.shares.some((share) => covers(share, id));
  }
};

/** Whether the caller may open the folder `folder` (`` is the root, which everyone opens). */
export const canOpen = (reach: FileReach, folder: string): boolean =>
  folder === '' || (reach.mode === 'classes' && folder === CLASSES_FOLDER) || canRead(reach, folder);

/**
 * Whether the caller may write in or to `id`: staff anywhere, a teacher strictly inside one of
 * their class folders (the class folders themselves are made from the classes, never renamed).
 */
export const canWrite = (reach: FileReach, id: string): boolean => {
  if (reach.mode === 'all') return true;
  if (reach.mode === 'shared') return false;
  return reach.folders.some((folder) => id.startsWith(folder) && id !== folder);
};

/** Whether the caller may write inside the folder `folder` (upload, make a folder, drop). */
export const canWriteIn = (reach: FileReach, folder: string): boolean =>
  reach.mode === 'all' || (reach.mode === 'classes' && reach.folders.some((own) => isWithin(folder, own)));
