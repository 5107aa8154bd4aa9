import type { GradingScale } from '../../grading/types.ts';

/**
 * The proficiency scale of standards-based grading: 1 Beginning, 2 Developing, 3 Proficient,
 * 4 Advanced, by the share of the aligned work's points earned. "Proficient" (3) is the level a
 * standard is met at. The names are the catalogue's (`ui.standards.level_<label>`).
 */
export const PROFICIENCY_SCALE: GradingScale = {
  kind: 'points',
  passMark: '70',
  rounding: 'half_up',
  decimals: 2,
  bands: [
    { minPercent: '0', label: '1', gpaPoints: null, passing: false },
    { minPercent: '50', label: '2', gpaPoints: null, passing: false },
    { minPercent: '70', label: '3', gpaPoints: null, passing: true },
    { minPercent: '85', label: '4', gpaPoints: null, passing: true },
  ],
};
