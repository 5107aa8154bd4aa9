import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const StudentHome = lazy(() => import('./StudentHome.tsx').then((m) => ({ default: m.StudentHome })));
const sections = () => import('./profile-sections.tsx');
const OverviewSection = lazy(() => sections().then((m) => ({ default: m.OverviewSection })));
const RecordsSection = lazy(() => sections().then((m) => ({ default: m.RecordsSection })));
const DocumentsSection = lazy(() => sections().then((m) => ({ default: m.DocumentsSection })));
const AttendanceSection = lazy(() => sections().then((m) => ({ default: m.AttendanceSection })));
const ExamsSection = lazy(() => sections().then((m) => ({ default: m.ExamsSection })));
const StudentProfilePage = lazy(() =>
  import('./StudentProfilePage.tsx').then((m) => ({ default: m.StudentProfilePage })),
);

/**
 * The students area: the student list and profile (spec: student '', {id}, {id}/{section} with
 * {saction} and {sid}/{saction}), and the generic screens at the shared menus' addresses of
 * personnel, student tags, behaviours and enrollment documents. The profile's first tabs are this
 * area's; the finance areas add theirs after them.
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
  studentSections: [
    { key: 'overview', Body: OverviewSection },
    { key: 'family', resource: 'guardians', field: 'studentId', Body: RecordsSection },
    { key: 'classes', resource: 'class_students', field: 'student', Body: RecordsSection },
    { key: 'batches', resource: 'student_batches', field: 'studentId', Body: RecordsSection },
    { key: 'courses', resource: 'student_courses', field: 'studentId', Body: RecordsSection },
    { key: 'bus-fees', resource: 'student_bus_fees', field: 'studentId', Body: RecordsSection },
    { key: 'documents', resource: 'student_documents', field: 'studentId', Body: DocumentsSection },
    { key: 'tags', resource: 'student_taggings', field: 'studentId', Body: RecordsSection },
    { key: 'behaviours', resource: 'student_behaviours', field: 'studentId', Body: RecordsSection },
    { key: 'attendance', Body: AttendanceSection },
    { key: 'exams', Body: ExamsSection },
  ],
});
