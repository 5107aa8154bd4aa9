import {
  gradingCategories,
  gradingPolicies,
  gradingScaleBands,
  gradingScales,
  policyFromRecords,
  scaleFromRecords,
  type courses,
  type GradingPolicy,
  type GradingScale,
  type RowOf,
} from '@kampus/contract';
import type { Scoped } from '../../core/repository.ts';

/** What a course's grades are computed by: its stored policy and scale, and the arithmetic's reading of them. */
export interface CourseGrading {
  policyRow: RowOf<typeof gradingPolicies>;
  scaleRow: RowOf<typeof gradingScales>;
  bands: RowOf<typeof gradingScaleBands>[];
  categories: RowOf<typeof gradingCategories>[];
  policy: GradingPolicy;
  scale: GradingScale;
}

/** The course fields the loader reads: callers have the rows already, so none is read twice. */
export type GradedCourse = Pick<RowOf<typeof courses>, 'id' | 'school' | 'gradingPolicy'>;

const unique = (values: readonly number[]): number[] => [...new Set(values)];

/**
 * The grading of a set of courses (docs/gradebook.md, "One loader"): course id -> its policy (the
 * one it names, else its school's default), the policy's scale, bands and categories, read
 * through `reader` (so as the caller reads them). Five statements whatever the number of courses,
 * every list taking its ids as one array parameter. A course whose policy or scale is out of
 * reach or missing (no policy named and no school default) is absent from the map.
 */
export const courseGradings = async (
  reader: Scoped,
  list: readonly GradedCourse[],
): Promise<Map<number, CourseGrading>> => {
  const found = new Map<number, CourseGrading>();
  if (list.length === 0) return found;
  const named = unique(list.flatMap((course) => (course.gradingPolicy === null ? [] : [course.gradingPolicy])));
  const defaulted = unique(list.filter((course) => course.gradingPolicy === null).map((course) => course.school));
  const [namedRows, defaultRows] = await Promise.all([
    named.length === 0 ? [] : reader.of(gradingPolicies).list({ id: named }),
    defaulted.length === 0 ? [] : reader.of(gradingPolicies).list({ school: defaulted, isDefault: true }),
  ]);
  const policies = [...namedRows, ...defaultRows];
  if (policies.length === 0) return found;
  const scaleIds = unique(policies.map((row) => row.gradingScale));
  const [categories, scales, bands] = await Promise.all([
    reader.of(gradingCategories).list({ gradingPolicy: unique(policies.map((row) => row.id)) }),
    reader.of(gradingScales).list({ id: scaleIds }),
    reader.of(gradingScaleBands).list({ gradingScale: scaleIds }),
  ]);
  for (const course of list) {
    const policyRow =
      course.gradingPolicy === null
        ? defaultRows.find((row) => row.school === course.school)
        : namedRows.find((row) => row.id === course.gradingPolicy);
    const scaleRow = policyRow && scales.find((row) => row.id === policyRow.gradingScale);
    if (!policyRow || !scaleRow) continue;
    const ownBands = bands.filter((row) => row.gradingScale === scaleRow.id);
    const ownCategories = categories.filter((row) => row.gradingPolicy === policyRow.id);
    found.set(course.id, {
      policyRow,
      scaleRow,
      bands: ownBands,
      categories: ownCategories,
      policy: policyFromRecords(policyRow, ownCategories),
      scale: scaleFromRecords(scaleRow, ownBands),
    });
  }
  return found;
};
