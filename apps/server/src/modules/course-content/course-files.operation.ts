import { courseAssets, courseVideos, type CourseVideoFileKind } from '@kampus/contract';
import type { Answer } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/file-store.ts';
import { ACCEPTED, formatOf } from './file-formats.ts';
import { storedAnswer } from './stored-answer.ts';

/** The record field each kind of video file is kept in. */
const VIDEO_FIELD = { video: 'video', thumb: 'thumb', assets: 'assetsZip' } as const;
const TYPE_RULE = {
  video: 'content.video_type',
  thumb: 'content.thumb_type',
  assets: 'content.assets_type',
  lecture: 'content.lecture_type',
} as const;

/**
 * Course files live under `schools/<id>/courses/`, a prefix `/files` refuses: they are served only
 * here, after the record itself was found visible to the caller (so a student of another class
 * gets the same 404 as for a video that does not exist).
 */
const keyOf = (school: number, folder: string, id: number, name: string, extension: string): string =>
  `schools/${school}/courses/${folder}/${id}/${name}.${extension}`;

const checkedFormat = (bytes: Uint8Array, kind: keyof typeof TYPE_RULE) => {
  if (bytes.length === 0) throw violation('file', 'files.empty');
  const format = formatOf(bytes);
  if (!format || !ACCEPTED[kind].includes(format.extension)) throw violation('file', TYPE_RULE[kind]);
  return format;
};

export interface StoredCourseFile {
  key: string;
  size: number;
  contentType: string;
}

/** Stores a video's file and records its key; the old file of another format is removed. */
export const uploadCourseVideoFile = async (
  db: Db,
  ctx: RequestContext,
  store: FileStore,
  id: number,
  kind: CourseVideoFileKind,
  bytes: Uint8Array,
): Promise<StoredCourseFile> => {
  const videos = scoped(db, ctx).of(courseVideos);
  const video = await videos.get(id);
  const format = checkedFormat(bytes, kind);
  const key = keyOf(video.school, 'videos', video.id, kind, format.extension);
  await store.put(key, Buffer.from(bytes), format.contentType);
  const field = VIDEO_FIELD[kind];
  const previous = video[field];
  await videos.update(video.id, { [field]: key });
  if (previous && previous !== key) await store.delete(previous);
  return { key, size: bytes.length, contentType: format.contentType };
};

/** Stores a lecture's file and records its key. */
export const uploadCourseAssetFile = async (
  db: Db,
  ctx: RequestContext,
  store: FileStore,
  id: number,
  bytes: Uint8Array,
): Promise<StoredCourseFile> => {
  const assets = scoped(db, ctx).of(courseAssets);
  const asset = await assets.get(id);
  const format = checkedFormat(bytes, 'lecture');
  const key = keyOf(asset.school, 'assets', asset.id, 'lecture', format.extension);
  await store.put(key, Buffer.from(bytes), format.contentType);
  const previous = asset.lectureFile;
  await assets.update(asset.id, { lectureFile: key });
  if (previous && previous !== key) await store.delete(previous);
  return { key, size: bytes.length, contentType: format.contentType };
};

/** A parent or student sees a course's content only through their family's class (`ownVia`). */
const isFamily = (ctx: RequestContext): boolean =>
  ctx.caller?.audience === 'parent' || ctx.caller?.audience === 'student';

/** A video's file for whoever may read the video: ranged when asked. No file yet reads as 404. */
export const readCourseVideoFile = async (
  db: Db,
  ctx: RequestContext,
  store: FileStore,
  id: number,
  kind: CourseVideoFileKind,
  range: string | undefined,
): Promise<Answer> => {
  const repo = scoped(db, ctx);
  const video = await (isFamily(ctx) ? repo.of(courseVideos, 'own') : repo.of(courseVideos)).get(id);
  const key = video[VIDEO_FIELD[kind]];
  return storedAnswer(store, key ?? '', range, `${video.shortId ?? video.id}-${kind}`);
};

/** A lecture's file for whoever may read the asset. */
export const readCourseAssetFile = async (
  db: Db,
  ctx: RequestContext,
  store: FileStore,
  id: number,
  range: string | undefined,
): Promise<Answer> => {
  const repo = scoped(db, ctx);
  const asset = await (isFamily(ctx) ? repo.of(courseAssets, 'own') : repo.of(courseAssets)).get(id);
  return storedAnswer(store, asset.lectureFile ?? '', range, `lecture-${asset.id}`);
};
