import { classes, users } from '@kampus/contract';
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
export const classTitles = async (db: Db, ids: readonly number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await system(db).of(classes).list({ id: unique });
  return new Map(rows.map((row) => [row.id, row.title]));
};
