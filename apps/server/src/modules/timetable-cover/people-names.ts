import { batches, classes, rooms, users, type RowOf, type schedules } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * Full names of users by id. Read as the system: the ids come from lessons the caller was
 * already allowed to read, and a lesson's teacher is part of what a timetable shows.
 */
export const userNames = async (db: Db, ids: readonly number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await system(db).of(users).list({ id: unique });
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.lastName}`.trim()]));
};

/** Class titles by id, for lessons the caller may already read. */
const classTitles = async (db: Db, ids: readonly number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await system(db).of(classes).list({ id: unique });
  return new Map(rows.map((row) => [row.id, row.title]));
};

/** What a lesson is taught to: its class, or its batch (an elective's section, "Robotics · 1"). */
export type LessonGroup = Pick<RowOf<typeof schedules>, 'classId' | 'batch'>;

/**
 * The names of what lessons are taught to (class titles and batch titles, two reads at most), as
 * a function of the lesson; for lessons the caller may already read.
 */
export const groupTitles = async (db: Db, rows: readonly LessonGroup[]): Promise<(row: LessonGroup) => string> => {
  const classIds = [...new Set(rows.flatMap((row) => (row.classId === null ? [] : [row.classId])))];
  const batchIds = [...new Set(rows.flatMap((row) => (row.batch === null ? [] : [row.batch])))];
  const [classTitle, batchRows] = await Promise.all([
    classTitles(db, classIds),
    batchIds.length === 0 ? Promise.resolve([]) : system(db).of(batches).list({ id: batchIds }),
  ]);
  const batchTitle = new Map(batchRows.map((row) => [row.id, row.title]));
  return (row) =>
    (row.classId !== null ? classTitle.get(row.classId) : row.batch !== null ? batchTitle.get(row.batch) : null) ?? '';
};

/** Room names by id, for lessons the caller may already read (a family's timetable names the room). */
export const roomNames = async (
  db: Db,
  rows: readonly Pick<RowOf<typeof schedules>, 'room'>[],
): Promise<Map<number, string>> => {
  const ids = [...new Set(rows.flatMap((row) => (row.room === null ? [] : [row.room])))];
  if (ids.length === 0) return new Map();
  const found = await system(db).of(rooms).list({ id: ids });
  return new Map(found.map((row) => [row.id, row.name]));
};
