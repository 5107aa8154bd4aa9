import { describe, expect, it } from 'vitest';
import { bandFor, checkBands } from './bands.ts';
import { parseDecimal } from './rational.ts';
import type { GradeBand } from './types.ts';

const band = (minPercent: string, label: string, gpaPoints: string | null, passing = true): GradeBand => ({
  minPercent,
  label,
  gpaPoints,
  passing,
});

const usLetters = [
  band('90', 'A', '4.0'),
  band('80', 'B', '3.0'),
  band('70', 'C', '2.0'),
  band('60', 'D', '1.0'),
  band('0', 'F', '0', false),
];

describe('bands', () => {
  it('finds the band with the highest minimum at or below the percent', () => {
    expect(bandFor(parseDecimal('90.00'), usLetters)).toEqual({ label: 'A', gpaPoints: '4.00', passing: true });
    expect(bandFor(parseDecimal('89.99'), usLetters)).toEqual({ label: 'B', gpaPoints: '3.00', passing: true });
    expect(bandFor(parseDecimal('59.99'), usLetters)).toEqual({ label: 'F', gpaPoints: '0.00', passing: false });
    expect(bandFor(parseDecimal('5'), [band('10', 'X', null)])).toBeNull();
  });

  it('accepts bands in order, given in any order', () => {
    expect(checkBands(usLetters)).toEqual([]);
    expect(checkBands([...usLetters].reverse())).toEqual([]);
  });

  it('names the band that starts where another does, or repeats a label', () => {
    expect(checkBands([...usLetters, band('80.00', 'B+', '3.3')])).toEqual([
      { index: 5, field: 'minPercent', code: 'duplicate_minimum' },
    ]);
    expect(checkBands([...usLetters, band('95', 'a', '4.0')])).toEqual([
      { index: 5, field: 'label', code: 'duplicate_label' },
    ]);
  });

  it('refuses GPA points that fall as the percent rises, and a failing band above a passing one', () => {
    expect(checkBands([band('0', 'F', '0', false), band('60', 'D', '2.0'), band('70', 'C', '1.0')])).toEqual([
      { index: 2, field: 'gpaPoints', code: 'points_out_of_order' },
    ]);
    expect(checkBands([band('0', 'F', '0', false), band('60', 'D', '1.0'), band('70', 'E', '1.5', false)])).toEqual([
      { index: 2, field: 'passing', code: 'passing_out_of_order' },
    ]);
  });
});
