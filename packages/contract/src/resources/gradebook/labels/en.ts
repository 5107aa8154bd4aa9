import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    grading_scales: 'Grading scales',
    grading_scale_bands: 'Grade bands',
    grading_policies: 'Grading policies',
    grading_categories: 'Grading categories',
  },
  fields: {
    scaleKind: 'Scale type',
    passMark: 'Pass mark (%)',
    rounding: 'Rounding',
    decimals: 'Decimal places',
    gradingScale: 'Grading scale',
    minPercent: 'From (%)',
    bandLabel: 'Grade',
    gpaPoints: 'GPA points',
    passing: 'Passing',
    gradingMethod: 'Grading method',
    missingWork: 'Missing work',
    latePenaltyPerDay: 'Late penalty per day (%)',
    latePenaltyMax: 'Largest late penalty (%)',
    gradingPolicy: 'Grading policy',
    weight: 'Weight (%)',
    dropLowest: 'Lowest scores dropped',
  },
  menu: {
    grading_scales: 'Grading scales',
    grading_scale_bands: 'Grade bands',
    grading_policies: 'Grading policies',
    grading_categories: 'Grading categories',
  },
  ui: {
    values: {
      letter: 'Letters',
      points: 'Points',
      one_to_five: '1 to 5',
      one_to_hundred: '0 to 100',
      half_up: 'Half up',
      half_even: 'Half to even',
      down: 'Down',
      up: 'Up',
      weighted_categories: 'Weighted categories',
      total_points: 'Total points',
      zero: 'Counts as zero',
      exclude: 'Left out',
    },
    gradebook: {
      weights_over: 'The categories of this policy would weigh {{total}}% in all; they may weigh at most 100%.',
      weights_incomplete:
        'The categories of this policy weigh {{total}}% in all: a weighted policy can be used once they weigh 100%.',
      one_default: '“{{title}}” is already this school’s default policy: make it no longer the default first.',
      duplicate_minimum: 'Another band of this scale starts at this percent.',
      duplicate_label: 'Another band of this scale has this name.',
      points_out_of_order: 'A band cannot be worth fewer GPA points than a band below it.',
      passing_out_of_order: 'A band cannot fail when a band below it passes.',
    },
  },
} satisfies LabelSection;
