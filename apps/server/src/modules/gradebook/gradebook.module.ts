import { defineServerModule } from '../../core/server-module.ts';
import { assignmentScoresHooks, assignmentsHooks } from './assignments.hooks.ts';
import { assignmentSubmissionsHooks } from './assignment-submissions.hooks.ts';
import { submissionFileActions } from './assignment-submissions.actions.ts';
import {
  classGradebookRun,
  saveGradebookScoresRun,
  releaseAssignmentRun,
  removeGradeOverrideRun,
  setGradeOverrideRun,
  studentCourseGradeRun,
} from './gradebook.action.ts';
import { gradeOverridesHooks } from './grade-overrides.hooks.ts';
import { gradingScaleBandsHooks } from './grading-scales.hooks.ts';
import { notifyClassJob } from './notify-class.operation.ts';
import { coursesExamHooks } from './exam-work.operation.ts';
import { coursesGradingHooks, gradingCategoriesHooks, gradingPoliciesHooks } from './grading-policies.hooks.ts';

/**
 * The gradebook (issue 31; docs/gradebook.md): the rules of grading scales, policies and their
 * categories (part 1), of assignments and their scores, and a student's course grade (part 2).
 * The arithmetic itself is the contract's (`@kampus/contract/grading`).
 */
export const gradebookModule = defineServerModule({
  name: 'gradebook',
  actions: [
    studentCourseGradeRun,
    setGradeOverrideRun,
    removeGradeOverrideRun,
    releaseAssignmentRun,
    classGradebookRun,
    saveGradebookScoresRun,
    ...submissionFileActions,
  ],
  hooks: [
    gradingScaleBandsHooks,
    gradingPoliciesHooks,
    gradingCategoriesHooks,
    coursesGradingHooks,
    coursesExamHooks,
    assignmentsHooks,
    assignmentScoresHooks,
    assignmentSubmissionsHooks,
    gradeOverridesHooks,
  ],
  jobs: [notifyClassJob],
});
