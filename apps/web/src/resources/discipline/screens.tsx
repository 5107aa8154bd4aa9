import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const RecordIncidentPage = lazy(() =>
  import('./RecordIncidentPage.tsx').then((m) => ({ default: m.RecordIncidentPage })),
);
const IncidentPage = lazy(() => import('./IncidentPage.tsx').then((m) => ({ default: m.IncidentPage })));
const StudentDisciplineSection = lazy(() =>
  import('./StudentDisciplineSection.tsx').then((m) => ({ default: m.StudentDisciplineSection })),
);

/**
 * Discipline (contract module `discipline`, docs/discipline.md): the incidents list and the codes
 * are the generic screens of the module's menu entries; the new-incident form (staff's, and the
 * teacher's "Report an incident") and the incident page take the places of the generic form, and
 * the profile has a discipline tab for staff and the family. The report is the reports hub's.
 */
export const disciplineScreens = defineScreens({
  routes: [
    { path: 'discipline/incidents/new', element: <RecordIncidentPage /> },
    { path: 'discipline/report-incident', element: <RecordIncidentPage /> },
    { path: 'discipline/incidents/:id', element: <IncidentPage /> },
  ],
  studentSections: [
    { key: 'discipline', resource: 'incident_students', field: 'studentId', Body: StudentDisciplineSection },
  ],
});
