import { GRADING_METHODS, MISSING_WORK_RULES } from '../../grading/types.ts';
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
 * How a course's grade is computed (issue 31; docs/gradebook.md): by weighted categories or by
 * total points, what missing work counts, what late work loses, on which scale. A course names
 * its policy; a course naming none follows the school's default (at most one per school).
 */
export const gradingPolicies = defineResource({
  name: 'grading_policies',
  type: 'GradingPolicy',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    gradingScale: ref('grading_scales', { required: true, sameSchool: true }),
    gradingMethod: enumOf(GRADING_METHODS, { required: true }),
    missingWork: enumOf(MISSING_WORK_RULES, { default: 'zero' }),
    // Percents of the points possible: so much a day late, never more than the maximum in all.
    latePenaltyPerDay: decimal({ default: '0', precision: 5, scale: 2, min: 0, max: 100 }),
    latePenaltyMax: decimal({ default: '0', precision: 5, scale: 2, min: 0, max: 100 }),
    isDefault: boolean({ default: false }),
  },
  uniques: [['school', 'title']],
  filters: ['school', 'gradingScale', 'gradingMethod', 'isDefault'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'gradingScale', 'gradingMethod', 'missingWork', 'isDefault'],
  labelField: 'title',
  access: access(everyone, staff),
});

/**
 * A category of a policy (Exams, Homework, Participation): its weight, an integer percent, and
 * how many of its lowest scores are dropped. A weighted policy's weights add up to 100 once it is
 * in use; the server's rules (docs/gradebook.md, "Rules") let a school reach 100 one row at a time.
 */
export const gradingCategories = defineResource({
  name: 'grading_categories',
  type: 'GradingCategory',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    gradingPolicy: ref('grading_policies', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 100 }),
    weight: int({ required: true, min: 0, max: 100 }),
    dropLowest: int({ default: 0, min: 0, max: 10 }),
    position: int({ default: 0, min: 0, max: 1000 }),
  },
  uniques: [['gradingPolicy', 'title']],
  filters: ['school', 'gradingPolicy'],
  orderFields: ['position', 'title'],
  defaultOrder: { position: 'asc' },
  list: ['gradingPolicy', 'title', 'weight', 'dropLowest'],
  labelField: 'title',
  access: access(everyone, staff),
});
