import { defineModule } from '../define-module.ts';
import { enrollmentsInventory } from './enrollments.inventory.ts';
import {
  enrollStudentAction,
  previewEnrollmentAction,
  reenrollStudentsAction,
  searchGuardiansAction,
  previousSeasonStudentsAction,
  seasonEnrollmentsAction,
  enrollmentDashboardAction,
} from './enrollments.actions.ts';
import { enrollments } from './enrollments.resource.ts';

export * from './enrollments.resource.ts';

/**
 * Enrolments of a season (issue 13, item 7). The shared enrollment group already names
 * `/enrollment`, `/enrollment/new`, `/enrollment/previous-season` and `/enrollment/dashboard`;
 * the web's enrolment area mounts its own screens there.
 */
export const enrollmentsModule = defineModule({
  resources: [enrollments],
  actions: [
    enrollStudentAction,
    previewEnrollmentAction,
    reenrollStudentsAction,
    searchGuardiansAction,
    previousSeasonStudentsAction,
    seasonEnrollmentsAction,
    enrollmentDashboardAction,
  ],
  labels: 'enrollments',
  inventory: enrollmentsInventory,
});
