import { courseAssets, courseVideos, type CourseVideoFileKind } from '@kampus/contract';
import type { Answer } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { unauthorized, violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/file-store.ts';
import { ACCEPTED, formatOf } from './file-formats.ts';
import { issueTicket, ticketGrants } from './file-ticket.ts';
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

const checkedFormat = async (bytes: Uint8Array, kind: keyof typeof TYPE_RULE) => {
  if (bytes.length === 0) throw violation('file', 'files.empty');
  const format = await formatOf(bytes);
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
  const format = await checkedFormat(bytes, kind);
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
  const format = await checkedFormat(bytes, 'lecture');
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

const visibleVideo = (db: Db, ctx: RequestContext, id: number) => {
  const repo = scoped(db, ctx);
  return (isFamily(ctx) ? repo.of(courseVideos, 'own') : repo.of(courseVideos)).get(id);
};

const visibleAsset = (db: Db, ctx: RequestContext, id: number) => {
  const repo = scoped(db, ctx);
  return (isFamily(ctx) ? repo.of(courseAssets, 'own') : repo.of(courseAssets)).get(id);
};

/**
 * Who reads a course file: the holder of a ticket for exactly that file (a `<video>` element or a
 * link, which cannot send the token), else a signed-in caller who can see the record.
 */
export interface FileReader {
  key: Uint8Array;
  ticket: string | undefined;
  context: () => Promise<RequestContext>;
}

/** A ticket for a video file: only for a caller who can see the video. */
export const courseVideoTicket = async (
  db: Db,
  ctx: RequestContext,
  key: Uint8Array,
  id: number,
  kind: CourseVideoFileKind,
) => {
  const video = await visibleVideo(db, ctx, id);
  const issued = issueTicket(key, { resource: 'course_videos', id: video.id, kind });
  return {
    url: `/api/course_videos/${video.id}/files/${kind}?ticket=${issued.ticket}`,
    expiresAt: new Date(issued.expires * 1000).toISOString(),
  };
};

/** A ticket for a lecture file: only for a caller who can see the asset. */
export const courseAssetTicket = async (db: Db, ctx: RequestContext, key: Uint8Array, id: number) => {
  const asset = await visibleAsset(db, ctx, id);
  const issued = issueTicket(key, { resource: 'course_assets', id: asset.id, kind: 'file' });
  return {
    url: `/api/course_assets/${asset.id}/file?ticket=${issued.ticket}`,
    expiresAt: new Date(issued.expires * 1000).toISOString(),
  };
};

/** A video's file, ranged when asked. No file yet reads as 404; a wrong or stale ticket is 401. */
export const readCourseVideoFile = async (
  db: Db,
  reader: FileReader,
  store: FileStore,
  id: number,
  kind: CourseVideoFileKind,
  range: string | undefined,
): Promise<Answer> => {
  const video =
    reader.ticket === undefined
      ? await visibleVideo(db, await reader.context(), id)
      : ticketGrants(reader.key, reader.ticket, { resource: 'course_videos', id, kind })
        ? await system(db).of(courseVideos).get(id)
        : unauthorizedTicket();
  const key = video[VIDEO_FIELD[kind]];
  return storedAnswer(store, key ?? '', range, `${video.shortId ?? video.id}-${kind}`);
};

/** A lecture's file, for a ticket holder or whoever may read the asset. */
export const readCourseAssetFile = async (
  db: Db,
  reader: FileReader,
  store: FileStore,
  id: number,
  range: string | undefined,
): Promise<Answer> => {
  const asset =
    reader.ticket === undefined
      ? await visibleAsset(db, await reader.context(), id)
      : ticketGrants(reader.key, reader.ticket, { resource: 'course_assets', id, kind: 'file' })
        ? await system(db).of(courseAssets).get(id)
        : unauthorizedTicket();
  return storedAnswer(store, asset.lectureFile ?? '', range, `lecture-${asset.id}`);
};

const unauthorizedTicket = (): never => {
  throw unauthorized('errors.invalid_token');
};
