import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const StudentHome = lazy(() => import('./StudentHome.tsx').then((m) => ({ default: m.StudentHome })));
const StudentProfilePage = lazy(() =>
  import('./StudentProfilePage.tsx').then((m) => ({ default: m.StudentProfilePage })),
);

/**
 * The students area: the student list and profile (spec: student '', {id}, {id}/{section} with
 * {saction} and {sid}/{saction}), and the generic screens at the shared menus' addresses of
 * personnel, student tags, behaviours and enrollment documents.
 */
export const studentsScreens = defineScreens({
  routes: [
    { path: 'student', element: <StudentHome /> },
    { path: 'student/:id', element: <StudentProfilePage /> },
    { path: 'student/:id/:section', element: <StudentProfilePage /> },
    { path: 'student/:id/:section/:sid', element: <StudentProfilePage /> },
    { path: 'student/:id/:section/:sid/:saction', element: <StudentProfilePage /> },
  ],
  resourceRoutes: [
    { path: '/personnel', resource: 'personnel' },
    { path: '/student/tags', resource: 'student_tags' },
    { path: '/student-behaviour', resource: 'student_behaviours' },
    { path: '/enrollment/documents', resource: 'enrollment_documents' },
  ],
});
