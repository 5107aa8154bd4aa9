import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const EnrollmentWizard = lazy(() => import('./EnrollmentWizard.tsx').then((m) => ({ default: m.EnrollmentWizard })));
const EnrollmentList = lazy(() => import('./EnrollmentList.tsx').then((m) => ({ default: m.EnrollmentList })));
const PreviousSeasonPage = lazy(() =>
  import('./PreviousSeasonPage.tsx').then((m) => ({ default: m.PreviousSeasonPage })),
);
const EnrollmentDashboard = lazy(() =>
  import('./EnrollmentDashboard.tsx').then((m) => ({ default: m.EnrollmentDashboard })),
);
// Lazy too: the access rules import the session, which imports the screen registry (a cycle at load).
const Staff = lazy(() => import('./StaffOnly.tsx').then((m) => ({ default: m.StaffOnly })));

/**
 * The enrolment area (issue 13, item 7), at the addresses the shared enrollment menu names: the
 * season's list, the new-student wizard, re-enrolment from the previous season, the dashboard.
 */
export const enrollmentScreens = defineScreens({
  routes: [
    {
      path: 'enrollment',
      element: (
        <Staff operation="list" titleKey="ui.enrollment.list.title">
          <EnrollmentList />
        </Staff>
      ),
    },
    {
      path: 'enrollment/new',
      element: (
        <Staff operation="create" titleKey="ui.enrollment.wizard.title">
          <EnrollmentWizard />
        </Staff>
      ),
    },
    {
      path: 'enrollment/previous-season',
      element: (
        <Staff operation="create" titleKey="ui.enrollment.previous.title">
          <PreviousSeasonPage />
        </Staff>
      ),
    },
    {
      path: 'enrollment/dashboard',
      element: (
        <Staff operation="list" titleKey="ui.enrollment.dashboard.title">
          <EnrollmentDashboard />
        </Staff>
      ),
    },
  ],
});
