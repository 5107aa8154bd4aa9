import { staff } from '../../resource/index.ts';
import { defineModule } from '../define-module.ts';
import { gradebookInventory } from './gradebook.inventory.ts';
import { gradingCategories, gradingPolicies } from './grading-policies.resource.ts';
import { gradingScaleBands, gradingScales } from './grading-scales.resource.ts';

export * from './grading-scales.resource.ts';
export * from './grading-policies.resource.ts';
export * from './gradebook-records.ts';

/**
 * The teacher's gradebook (issue 31), part 1: the school's grading scales and policies, set up
 * under Settings beside the other school rules. The arithmetic is `packages/contract/src/grading/`.
 */
export const gradebookModule = defineModule({
  resources: [gradingScales, gradingScaleBands, gradingPolicies, gradingCategories],
  labels: 'gradebook',
  inventory: gradebookInventory,
  menus: [
    {
      key: 'menu.grading_scales',
      under: 'menu.settings',
      url: '/config/grading-scales',
      resource: 'grading_scales',
      icon: 'Grade',
      audiences: staff,
    },
    {
      key: 'menu.grading_scale_bands',
      under: 'menu.settings',
      after: 'menu.grading_scales',
      url: '/config/grading-scale-bands',
      resource: 'grading_scale_bands',
      icon: 'Leaderboard',
      audiences: staff,
    },
    {
      key: 'menu.grading_policies',
      under: 'menu.settings',
      after: 'menu.grading_scale_bands',
      url: '/config/grading-policies',
      resource: 'grading_policies',
      icon: 'Balance',
      audiences: staff,
    },
    {
      key: 'menu.grading_categories',
      under: 'menu.settings',
      after: 'menu.grading_policies',
      url: '/config/grading-categories',
      resource: 'grading_categories',
      icon: 'Category',
      audiences: staff,
    },
  ],
});
