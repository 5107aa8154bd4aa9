import type { GradingScale } from './types.ts';

/**
 * Two scales schools start from (the demo seeds them; tests compute against them). A school
 * changes its own copy: these are starting points, not rules.
 */

/**
 * The Turkish national marks: scores out of 100, shown with the mark 1 to 5 (1 Başarısız, 2 Geçer,
 * 3 Orta, 4 İyi, 5 Pekiyi), pass mark 50. The band "2" starts at 45, below the pass mark: a 47 is
 * a 2 and still fails, because a grade passes only when it reaches the pass mark as well.
 */
export const TURKISH_NATIONAL_SCALE: GradingScale = {
  kind: 'one_to_hundred',
  passMark: '50',
  rounding: 'half_up',
  decimals: 2,
  bands: [
    { minPercent: '0', label: '1', gpaPoints: '1', passing: false },
    { minPercent: '45', label: '2', gpaPoints: '2', passing: true },
    { minPercent: '55', label: '3', gpaPoints: '3', passing: true },
    { minPercent: '70', label: '4', gpaPoints: '4', passing: true },
    { minPercent: '85', label: '5', gpaPoints: '5', passing: true },
  ],
};

/** The US letters: A from 90 (4.0), B 80 (3.0), C 70 (2.0), D 60 (1.0), F below (0, failing); pass mark 60. */
export const US_LETTER_SCALE: GradingScale = {
  kind: 'letter',
  passMark: '60',
  rounding: 'half_up',
  decimals: 2,
  bands: [
    { minPercent: '90', label: 'A', gpaPoints: '4.0', passing: true },
    { minPercent: '80', label: 'B', gpaPoints: '3.0', passing: true },
    { minPercent: '70', label: 'C', gpaPoints: '2.0', passing: true },
    { minPercent: '60', label: 'D', gpaPoints: '1.0', passing: true },
    { minPercent: '0', label: 'F', gpaPoints: '0.0', passing: false },
  ],
};
