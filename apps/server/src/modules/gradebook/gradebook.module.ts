import { defineServerModule } from '../../core/server-module.ts';
import { gradingScaleBandsHooks } from './grading-scales.hooks.ts';
import { coursesGradingHooks, gradingCategoriesHooks, gradingPoliciesHooks } from './grading-policies.hooks.ts';

/**
 * The gradebook (issue 31; docs/gradebook.md), part 1: the rules of grading scales, policies and
 * their categories. The arithmetic itself is the contract's (`@kampus/contract/grading`).
 */
export const gradebookModule = defineServerModule({
  name: 'gradebook',
  hooks: [gradingScaleBandsHooks, gradingPoliciesHooks, gradingCategoriesHooks, coursesGradingHooks],
});
