import { defineServerModule } from '../../core/server-module.ts';
import { assignmentScoresHooks, assignmentsHooks } from './assignments.hooks.ts';
import { studentCourseGradeRun } from './gradebook.action.ts';
import { gradingScaleBandsHooks } from './grading-scales.hooks.ts';
import { coursesGradingHooks, gradingCategoriesHooks, gradingPoliciesHooks } from './grading-policies.hooks.ts';

/**
 * The gradebook (issue 31; docs/gradebook.md): the rules of grading scales, policies and their
 * categories (part 1), of assignments and their scores, and a student's course grade (part 2).
 * The arithmetic itself is the contract's (`@kampus/contract/grading`).
 */
export const gradebookModule = defineServerModule({
  name: 'gradebook',
  actions: [studentCourseGradeRun],
  hooks: [
    gradingScaleBandsHooks,
    gradingPoliciesHooks,
    gradingCategoriesHooks,
    coursesGradingHooks,
    assignmentsHooks,
    assignmentScoresHooks,
  ],
});
