import { gradingPolicies, type courses, type RowOf } from '@kampus/contract';
import type { Scoped } from '../../core/repository.ts';

/**
 * The policy a course's grades follow: the one it names, else its school's default
 * (docs/gradebook.md); undefined when it names none and the school has none.
 */
export const coursePolicy = async (
  repo: Scoped,
  course: RowOf<typeof courses>,
): Promise<RowOf<typeof gradingPolicies> | undefined> =>
  course.gradingPolicy === null
    ? repo.of(gradingPolicies).first({ school: course.school, isDefault: true })
    : repo.of(gradingPolicies).first({ id: course.gradingPolicy });
