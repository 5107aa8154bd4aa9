import { assignments, courses, gradingCategories, type ASSIGNMENT_KINDS, type RowOf } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { coursePolicy } from './course-policy.ts';

/**
 * The active courses of a season that name one of the subjects given (`courses.subject`): where
 * an exam's or a graded homework's work goes (docs/gradebook.md, "Exams in the gradebook").
 */
export const coursesFor = async (
  db: Db,
  school: number,
  season: number,
  subjects: number[],
): Promise<RowOf<typeof courses>[]> =>
  subjects.length === 0 ? [] : system(db).of(courses).list({ school, season, subject: subjects, isActive: true });

/** Whether a course is for a class's grade level: its own, or a course of no grade level. */
export const forLevel = (course: RowOf<typeof courses>, gradeLevel: number | null): boolean =>
  course.gradeLevel === null || course.gradeLevel === gradeLevel;

/**
 * Where new work of a kind counts under a weighted policy: the category of the course's policy
 * that the school's work of that kind already counts in (the most of it), else the policy's only
 * category, else none, which the teacher sets on the assignment.
 */
export const categoryOf = async (
  db: Db,
  course: RowOf<typeof courses>,
  kind: (typeof ASSIGNMENT_KINDS)[number],
): Promise<number | null> => {
  const store = system(db);
  const policy = await coursePolicy(store, course);
  if (!policy) return null;
  const categories = await store.of(gradingCategories).list({ gradingPolicy: policy.id });
  if (categories.length <= 1) return categories[0]?.id ?? null;
  const earlier = await store.of(assignments).list({ kind, gradingCategory: categories.map((row) => row.id) });
  const counts = new Map<number, number>();
  for (const row of earlier)
    if (row.gradingCategory !== null) counts.set(row.gradingCategory, (counts.get(row.gradingCategory) ?? 0) + 1);
  return [...counts.entries()].sort((left, right) => right[1] - left[1])[0]?.[0] ?? null;
};
