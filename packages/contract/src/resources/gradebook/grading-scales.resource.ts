import { GRADING_SCALE_KINDS, ROUNDING_RULES } from '../../grading/types.ts';
import {
  access,
  boolean,
  decimal,
  defineResource,
  enumOf,
  everyone,
  int,
  ref,
  staff,
  text,
} from '../../resource/index.ts';

/**
 * A school's grading scale (issue 31; docs/gradebook.md): how a percent is rounded and shown, the
 * pass mark, and (as `grading_scale_bands`) the bands that name it. Everyone of the school reads
 * it: a family is owed how a grade is reached, not only the grade. Staff write it.
 */
export const gradingScales = defineResource({
  name: 'grading_scales',
  type: 'GradingScale',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    scaleKind: enumOf(GRADING_SCALE_KINDS, { required: true }),
    // A percent with two places: "50.00"; a grade passes from here (and only in a passing band).
    passMark: decimal({ required: true, precision: 5, scale: 2, min: 0, max: 100 }),
    rounding: enumOf(ROUNDING_RULES, { default: 'half_up' }),
    decimals: int({ default: 2, min: 0, max: 2 }),
  },
  uniques: [['school', 'title']],
  filters: ['school', 'scaleKind'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'scaleKind', 'passMark', 'rounding', 'decimals'],
  labelField: 'title',
  access: access(everyone, staff),
});

/**
 * One band of a scale: every percent from `minPercent` up to the next band's. A list of its own
 * (like an exam template's subjects) rather than a JSON field: the engine validates each field of
 * a row and the generic screens edit rows, while a JSON list would be checked only by hand and
 * typed as raw text. The server keeps a scale's bands in order (docs/gradebook.md, "Rules").
 */
export const gradingScaleBands = defineResource({
  name: 'grading_scale_bands',
  type: 'GradingScaleBand',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    gradingScale: ref('grading_scales', { required: true, onDelete: 'cascade', sameSchool: true }),
    minPercent: decimal({ required: true, precision: 5, scale: 2, min: 0, max: 100 }),
    bandLabel: text({ required: true, maxLength: 30 }),
    gpaPoints: decimal({ precision: 4, scale: 2, min: 0, max: 10 }),
    passing: boolean({ default: true }),
  },
  uniques: [
    ['gradingScale', 'minPercent'],
    ['gradingScale', 'bandLabel'],
  ],
  filters: ['school', 'gradingScale'],
  orderFields: ['minPercent'],
  defaultOrder: { minPercent: 'desc' },
  list: ['gradingScale', 'bandLabel', 'minPercent', 'gpaPoints', 'passing'],
  labelField: 'bandLabel',
  access: access(everyone, staff),
});
