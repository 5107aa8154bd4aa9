import { students, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { readerGrant } from '../../core/visibility.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { checkRasterImage, type ImageRule, type RasterType } from '../schools/school-image-rules.ts';
import { openRecordFile, replaceRecordFile } from './record-file.ts';

type Student = RowOf<typeof students>;

/**
 * A photo is a raster image a browser shows (never SVG, which may hold script), of a size a
 * camera gives. The project has no image library that resizes, so the size is limited instead:
 * 4000 px a side and the 2 MB body limit.
 */
const PHOTO_RULE: ImageRule = {
  types: ['png', 'jpg', 'webp'],
  fits: (width, height) => width >= 16 && height >= 16 && width <= 4000 && height <= 4000,
  message: 'files.photo_rule',
};

const PHOTO_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Keys live outside `schools/<id>/`, so `/files/...` never serves them: a photo is personal data,
 * read only through its student, by those who read the student.
 */
const keyOf = (row: Student, type: RasterType): string =>
  `student-photos/${row.school}/${row.id}-${Date.now()}.${type}`;

/** Stores a student's photo after checking its bytes and points the record at it; the old file goes. */
export const storeStudentPhoto = async (
  db: Db,
  files: FileStore,
  ctx: RequestContext,
  id: number,
  bytes: Buffer,
): Promise<Student> => {
  authorize(ctx, students, 'update');
  const records = scoped(db, ctx).of(students);
  const current = await records.get(id);
  if (bytes.length === 0) throw violation('photo', 'files.empty');
  const check = await checkRasterImage(PHOTO_RULE, bytes);
  if (!check.ok) throw violation('photo', check.message);
  const key = keyOf(current, check.type);
  const contentType = PHOTO_TYPES[check.type] ?? 'application/octet-stream';
  return replaceRecordFile(files, { key, bytes, contentType, replaces: current.photoKey }, () =>
    records.update(current.id, { photo: `/api/students/${current.id}/photo?v=${Date.now()}`, photoKey: key }),
  );
};

/** A student's photo, for whoever reads the student (a teacher their classes', a family its own). */
export const openStudentPhoto = async (db: Db, files: FileStore, ctx: RequestContext, id: number) => {
  authorize(ctx, students, 'read');
  const row = await scoped(db, ctx).of(students, readerGrant(ctx, students)).get(id);
  const file = await openRecordFile(files, row.photoKey);
  const extension = row.photoKey?.split('.').pop() ?? '';
  return { type: PHOTO_TYPES[extension] ?? 'application/octet-stream', ...file };
};
