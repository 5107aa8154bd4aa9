import { compare, parseDecimal, showRational, type Rational } from './rational.ts';
import type { GradeBand } from './types.ts';

/** A band as a result shows it: its label, its GPA points and whether it passes. */
export interface BandResult {
  label: string;
  gpaPoints: string | null;
  passing: boolean;
}

/** Bands from the lowest minimum to the highest. */
export const sortBands = (bands: readonly GradeBand[]): GradeBand[] =>
  [...bands].sort((a, b) => compare(parseDecimal(a.minPercent), parseDecimal(b.minPercent)));

/**
 * The band a percent falls in: the one with the highest minimum at or below it. None when the
 * percent is below every band (a scale that does not start at 0).
 */
export const bandFor = (percent: Rational, bands: readonly GradeBand[]): BandResult | null => {
  let found: GradeBand | null = null;
  for (const band of sortBands(bands)) if (compare(parseDecimal(band.minPercent), percent) <= 0) found = band;
  if (!found) return null;
  return {
    label: found.label,
    gpaPoints: found.gpaPoints === null ? null : showRational(parseDecimal(found.gpaPoints), 2),
    passing: found.passing,
  };
};

/** What is wrong with a list of bands, each problem on the band's field (its index in the list given). */
export interface BandProblem {
  index: number;
  field: 'minPercent' | 'label' | 'gpaPoints' | 'passing';
  code: 'duplicate_minimum' | 'duplicate_label' | 'points_out_of_order' | 'passing_out_of_order';
}

/**
 * The order a scale's bands must keep, read from the lowest minimum up: no two bands start at the
 * same percent or share a label; GPA points never fall as the percent rises (a B is not worth
 * more than an A); and once a band passes, every band above it passes. Each problem names the
 * later band of the pair (the higher one), which is the one a person is writing as a rule.
 */
export const checkBands = (bands: readonly GradeBand[]): BandProblem[] => {
  const problems: BandProblem[] = [];
  const order = bands
    .map((band, index) => ({ band, index, min: parseDecimal(band.minPercent) }))
    .sort((a, b) => compare(a.min, b.min) || a.index - b.index);
  const labels = new Map<string, number>();
  for (const { band, index } of [...order].sort((a, b) => a.index - b.index)) {
    const label = band.label.trim().toLocaleLowerCase();
    if (labels.has(label)) problems.push({ index, field: 'label', code: 'duplicate_label' });
    else labels.set(label, index);
  }
  order.forEach((entry, at) => {
    const below = order[at - 1];
    if (!below) return;
    if (compare(below.min, entry.min) === 0)
      problems.push({ index: Math.max(below.index, entry.index), field: 'minPercent', code: 'duplicate_minimum' });
    const points = entry.band.gpaPoints === null ? null : parseDecimal(entry.band.gpaPoints);
    const pointsBelow = order
      .slice(0, at)
      .map((lower) => (lower.band.gpaPoints === null ? null : parseDecimal(lower.band.gpaPoints)))
      .filter((value): value is Rational => value !== null);
    if (points !== null && pointsBelow.some((lower) => compare(lower, points) > 0))
      problems.push({ index: entry.index, field: 'gpaPoints', code: 'points_out_of_order' });
    if (!entry.band.passing && order.slice(0, at).some((lower) => lower.band.passing))
      problems.push({ index: entry.index, field: 'passing', code: 'passing_out_of_order' });
  });
  return problems;
};
