import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { classes, courseAssets, courses, courseVideos, schools, seasons } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/file-store.ts';
import { serverDir } from '../../paths.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** A ten-second test pattern (VP9 WebM, 70 KB, a key frame every second so it seeks) and its thumbnail. */
const DEMO_FILES = join(serverDir, 'demo-files');

/** Stores a demo file under `key` unless it is already there, and says the key. */
const ensureFile = async (store: FileStore, key: string, name: string, type: string): Promise<string> => {
  if (!(await store.head(key))) await store.put(key, await readFile(join(DEMO_FILES, name)), type);
  return key;
};

/**
 * Demo High School's first class gets a Mathematics lecture video and a lecture file, so
 * `student@` (Deniz, in that class) has something to play and seek in.
 */
export const seedContentDemo = async (db: Db, store: FileStore): Promise<void> => {
  const repo = system(db);
  const school = await repo.of(schools).first({ title: 'Demo High School' });
  if (!school) return;
  const season = await repo.of(seasons).first({ school: school.id, isDefault: true });
  if (!season) return;
  const [klass] = await repo.of(classes).list({ school: school.id, season: season.id }, { order: { title: 'asc' } });
  if (!klass?.gradeLevel) return;
  const maths = (await repo.of(courses).list({ season: season.id, gradeLevel: klass.gradeLevel })).find((course) =>
    course.code?.startsWith('MAT'),
  );
  if (!maths) return;
  const base = { school: school.id, courseId: maths.id, classId: klass.id } as const;
  const video = await ensureRecord(
    db,
    courseVideos,
    { ...base, title: 'Functions: an introduction' },
    { groupName: 'Unit 1', videoLength: 10, isPreview: false },
  );
  const folder = `schools/${school.id}/courses/videos/${video.id}`;
  await repo.of(courseVideos).update(video.id, {
    video: await ensureFile(store, `${folder}/video.webm`, 'lecture.webm', 'video/webm'),
    thumb: await ensureFile(store, `${folder}/thumb.png`, 'thumb.png', 'image/png'),
  });
  const asset = await ensureRecord(db, courseAssets, { ...base, lectureName: 'Functions: worksheet' }, {});
  await repo.of(courseAssets).update(asset.id, {
    lectureFile: await ensureFile(
      store,
      `schools/${school.id}/courses/assets/${asset.id}/lecture.png`,
      'thumb.png',
      'image/png',
    ),
  });
};
