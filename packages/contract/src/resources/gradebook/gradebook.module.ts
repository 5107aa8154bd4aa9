import { staff } from '../../resource/index.ts';
import { defineModule } from '../define-module.ts';
import { assignmentScores, assignments } from './assignments.resource.ts';
import {
  readSubmissionFileAction,
  removeSubmissionFileAction,
  uploadSubmissionFileAction,
} from './assignment-submissions.actions.ts';
import { assignmentSubmissions } from './assignment-submissions.resource.ts';
import { classGradebookAction, saveGradebookScoresAction } from './class-gradebook.actions.ts';
import { gradeOverrides } from './grade-overrides.resource.ts';
import {
  releaseAssignmentAction,
  removeGradeOverrideAction,
  setGradeOverrideAction,
  studentCourseGradeAction,
} from './gradebook.actions.ts';
import { gradebookInventory } from './gradebook.inventory.ts';
import { gradingCategories, gradingPolicies } from './grading-policies.resource.ts';
import { gradingScaleBands, gradingScales } from './grading-scales.resource.ts';

export * from './grading-scales.resource.ts';
export * from './grading-policies.resource.ts';
export * from './gradebook-records.ts';
export * from './assignments.resource.ts';
export * from './assignment-scores.ts';
export * from './assignment-submissions.resource.ts';
export * from './grade-overrides.resource.ts';

/**
 * The teacher's gradebook (issue 31): the school's grading scales and policies, set up under
 * Settings beside the other school rules (part 1), and the assignments and scores a course grade
 * is computed from, with the grade itself (part 2). The arithmetic is `packages/contract/src/grading/`.
 */
export const gradebookModule = defineModule({
  resources: [
    gradingScales,
    gradingScaleBands,
    gradingPolicies,
    gradingCategories,
    assignments,
    assignmentScores,
    assignmentSubmissions,
    gradeOverrides,
  ],
  actions: [
    studentCourseGradeAction,
    setGradeOverrideAction,
    removeGradeOverrideAction,
    releaseAssignmentAction,
    classGradebookAction,
    saveGradebookScoresAction,
    uploadSubmissionFileAction,
    readSubmissionFileAction,
    removeSubmissionFileAction,
  ],
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
    {
      // Part 2: graded work and its scores, in their generic lists until the grid comes.
      key: 'menu.assignments',
      under: 'menu.settings',
      after: 'menu.grading_categories',
      url: '/config/assignments',
      resource: 'assignments',
      icon: 'Assignment',
      audiences: staff,
    },
    {
      key: 'menu.assignment_scores',
      under: 'menu.settings',
      after: 'menu.assignments',
      url: '/config/assignment-scores',
      resource: 'assignment_scores',
      icon: 'Grade',
      audiences: staff,
    },
    {
      // The teacher's grid of a class and course (apps/web/src/resources/gradebook-grid).
      key: 'menu.gradebook',
      under: 'menu.classes',
      url: '/gradebook',
      icon: 'GridOn',
      audiences: [...staff, 'teacher'],
    },
    {
      // The family's course grades and how they are reached (apps/web/src/resources/grades).
      key: 'menu.family_grades',
      under: 'menu.classes',
      after: 'menu.family_electives',
      url: '/grades',
      icon: 'Grade',
      audiences: ['parent', 'student'],
    },
    {
      // A student's hand-in of their class's work, and what a parent sees of it (apps/web/src/resources/hand-in).
      key: 'menu.family_hand_in',
      under: 'menu.classes',
      after: 'menu.family_grades',
      url: '/hand-in',
      icon: 'Assignment',
      audiences: ['parent', 'student'],
    },
    {
      // The hand-ins of one assignment, scored on the same screen (teachers and staff).
      key: 'menu.hand_ins',
      under: 'menu.classes',
      url: '/hand-ins',
      icon: 'Assignment',
      audiences: ['school', 'teacher'],
    },
  ],
});
