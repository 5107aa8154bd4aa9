import { staffAndTeachers } from '../../resource/index.ts';
import { defineModule } from '../define-module.ts';
import { assignmentStandards, learningStandards } from './learning-standards.resource.ts';
import { classStandardsAction, importStandardsAction, studentStandardsAction } from './standards.actions.ts';
import { standardsInventory } from './standards.inventory.ts';

export * from './learning-standards.resource.ts';
export * from './proficiency.ts';

/**
 * Standards-based grading (issue 31, part 4; docs/gradebook.md): the school's learning standards,
 * graded work aligned to them, and each student's proficiency level per standard from the scores
 * of that work.
 */
export const standardsModule = defineModule({
  resources: [learningStandards, assignmentStandards],
  actions: [classStandardsAction, studentStandardsAction, importStandardsAction],
  labels: 'standards',
  inventory: standardsInventory,
  menus: [
    {
      key: 'menu.learning_standards',
      under: 'menu.academic',
      url: '/standards/list',
      resource: 'learning_standards',
      icon: 'Checklist',
      audiences: staffAndTeachers,
    },
    {
      key: 'menu.assignment_standards',
      under: 'menu.academic',
      after: 'menu.learning_standards',
      url: '/standards/alignment',
      resource: 'assignment_standards',
      icon: 'FactCheck',
      audiences: staffAndTeachers,
    },
    {
      key: 'menu.standards_report',
      under: 'menu.academic',
      after: 'menu.assignment_standards',
      url: '/standards/report',
      icon: 'Insights',
      audiences: staffAndTeachers,
    },
  ],
});
