import { courses, type RowOf, type schedules } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type Lesson = RowOf<typeof schedules>;

/** The course (subject) a lesson names, when it names one (the solver's published lessons do). */
export const courseIdOf = (row: Lesson): number | null => row.course;

/** The titles of the lessons' courses by course id: one query, none when no lesson names a course. */
export const courseTitles = async (db: Db, rows: readonly Lesson[]): Promise<Map<number, string>> => {
  const ids = [...new Set(rows.map(courseIdOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await system(db).of(courses).list({ id: ids });
  return new Map(found.map((row) => [row.id, row.title]));
};

/** The lesson's subject as a person reads it, or null when the lesson names none. */
export const subjectOf = (row: Lesson, titles: ReadonlyMap<number, string>): string | null => {
  const id = courseIdOf(row);
  return id === null ? null : (titles.get(id) ?? null);
};
