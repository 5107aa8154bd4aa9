import type { GradingPolicy, GradingScale } from '../../grading/types.ts';
import type { RowOf } from '../../resource/index.ts';
import type { gradingCategories, gradingPolicies } from './grading-policies.resource.ts';
import type { gradingScaleBands, gradingScales } from './grading-scales.resource.ts';

/**
 * The stored records read as the grade arithmetic's scale and policy, so the server and the web
 * turn the same rows into the same rules. An empty optional column reads as its declared default.
 */
export const scaleFromRecords = (
  scale: RowOf<typeof gradingScales>,
  bands: readonly RowOf<typeof gradingScaleBands>[],
): GradingScale => ({
  kind: scale.scaleKind,
  passMark: scale.passMark,
  rounding: scale.rounding ?? 'half_up',
  decimals: scale.decimals ?? 2,
  bands: bands
    .filter((band) => band.gradingScale === scale.id)
    .map((band) => ({
      minPercent: band.minPercent,
      label: band.bandLabel,
      gpaPoints: band.gpaPoints,
      passing: band.passing ?? true,
    })),
});

/** A category's key is its record's id (as text): what a score names. */
export const policyFromRecords = (
  policy: RowOf<typeof gradingPolicies>,
  categories: readonly RowOf<typeof gradingCategories>[],
): GradingPolicy => ({
  method: policy.gradingMethod,
  missing: policy.missingWork ?? 'zero',
  latePenaltyPerDay: policy.latePenaltyPerDay ?? '0',
  latePenaltyMax: policy.latePenaltyMax ?? '0',
  categories: categories
    .filter((category) => category.gradingPolicy === policy.id)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id)
    .map((category) => ({
      key: String(category.id),
      title: category.title,
      weight: category.weight,
      dropLowest: category.dropLowest ?? 0,
    })),
});
