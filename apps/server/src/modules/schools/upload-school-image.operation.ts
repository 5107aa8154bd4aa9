import { configurations, schools } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { update } from '../../core/operations.ts';
import { authorize } from '../../core/policy.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { contentTypeOf, type FileStore } from '../../integrations/files/index.ts';
import { checkSchoolImage, type ConfigurationImageKey, type SchoolImageKind } from './school-image-rules.ts';

/**
 * Checks an image (real type and dimensions) and writes it under the school's tenancy-aware key
 * `schools/<id>/images/<name>.<ext>`, replacing the image of that name in any other format.
 * Answers the address browsers read it at, with a version so a replaced image is not cached.
 */
const storeImage = async (
  files: FileStore,
  schoolId: number,
  name: string,
  kind: SchoolImageKind | ConfigurationImageKey,
  bytes: Buffer,
): Promise<{ url: string; replaced: string[]; key: string }> => {
  const check = await checkSchoolImage(kind, bytes);
  if (!check.ok) throw violation(kind, check.message);
  // The extension is the format read from the bytes: it is what the file is later served as.
  const key = `schools/${schoolId}/images/${name}.${check.type}`;
  const previous = (await files.list(`schools/${schoolId}/images/${name}.`)).map((entry) => entry.key);
  await files.put(key, bytes, contentTypeOf(key));
  return { url: `${files.url(key)}?v=${Date.now()}`, replaced: previous.filter((old) => old !== key), key };
};

/**
 * Stores a school's image and points the School field of that kind at it. The caller's right
 * to change that school is checked first (another school: 404, before anything about the file
 * is said), then the image, then the bytes are written and the record updated.
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
  const current = await scoped(db, ctx).of(schools).get(schoolId);
  const stored = await storeImage(files, current.id, kind, kind, bytes);
  const row = await update(db, ctx, schools, current.id, { [kind]: stored.url });
  for (const old of stored.replaced) await files.delete(old);
  return row;
};

/**
 * Stores an image for one of the configuration form's image keys and answers its address; the
 * form puts it in the field and the key is saved with the rest of the form (all or nothing).
 */
export const uploadConfigurationImage = async (
  db: Db,
  files: FileStore,
  ctx: RequestContext,
  schoolId: number,
  key: ConfigurationImageKey,
  bytes: Buffer,
): Promise<{ url: string }> => {
  authorize(ctx, configurations, 'update');
  const current = await scoped(db, ctx).of(schools).get(schoolId);
  const stored = await storeImage(files, current.id, `config-${key}`, key, bytes);
  // Older files of another format stay until the form is saved: the stored value may still name them.
  return { url: stored.url };
};
