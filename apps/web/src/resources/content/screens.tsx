import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const CourseVideosPage = lazy(() => import('./CourseVideosPage.tsx').then((m) => ({ default: m.CourseVideosPage })));
const CoursePlayerPage = lazy(() => import('./CoursePlayerPage.tsx').then((m) => ({ default: m.CoursePlayerPage })));
const StudentImportPage = lazy(() =>
  import('../students-io/StudentImportPage.tsx').then((m) => ({ default: m.StudentImportPage })),
);
const ReportCardsPage = lazy(() => import('./ReportCardsPage.tsx').then((m) => ({ default: m.ReportCardsPage })));

/**
 * Course content and report cards: the videos and the player at the default menus' `/courses/video`,
 * the lecture files' generic screens at `/courses/asset`, and the report cards printer.
 */
export const contentScreens = defineScreens({
  routes: [
    { path: 'courses/video', element: <CourseVideosPage /> },
    { path: 'courses/video/:id', element: <CoursePlayerPage /> },
    { path: 'academic/report-cards', element: <ReportCardsPage /> },
    { path: 'student/import', element: <StudentImportPage /> },
  ],
  resourceRoutes: [{ path: '/courses/asset', resource: 'course_assets' }],
});
