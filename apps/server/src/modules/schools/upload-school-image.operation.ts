import { schools } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { findOne, update } from '../../core/operations.ts';
import { authorize } from '../../core/policy.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { contentTypeOf, type FileStore } from '../../integrations/files/index.ts';
import { checkSchoolImage, extensionOf, type SchoolImageKind } from './school-image-rules.ts';

/**
 * Stores a school's image and points the School field of that kind at it. The image is checked
 * first (real type and dimensions), then the caller's right to change that school, then the
 * bytes are written and the record updated; the key is tenancy-aware: `schools/<id>/images/<kind>.<ext>`.
 */
export const uploadSchoolImage = async (
  db: Db,
  files: FileStore,
  ctx: RequestContext,
  schoolId: number,
  kind: SchoolImageKind,
  bytes: Buffer,
): Promise<Row> => {
  authorize(ctx, schools, 'update');
  // Outside the caller's reach answers 404 before anything about the file is said.
  const current = await findOne(db, ctx, schools, schoolId);
  const check = checkSchoolImage(kind, bytes);
  if (!check.ok) throw violation(kind, check.message);
  const extension = extensionOf[check.type] ?? 'bin';
  const key = `schools/${Number(current.id)}/images/${kind}.${extension}`;
  const previous = (await files.list(`schools/${Number(current.id)}/images/${kind}.`)).map((entry) => entry.key);
  await files.put(key, bytes, contentTypeOf(key));
  const row = await update(db, ctx, schools, Number(current.id), { [kind]: `${files.url(key)}?v=${Date.now()}` });
  // Another extension of the same kind is now unused.
  for (const old of previous) if (old !== key) await files.delete(old);
  return row;
};
