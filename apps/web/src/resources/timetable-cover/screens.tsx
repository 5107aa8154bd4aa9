import { lazy } from 'react';
import { defineScreens, preloads } from '../../app/screens.ts';

const WeekPage = lazy(() => import('./WeekPage.tsx').then((m) => ({ default: m.WeekPage })));
const MyTimetablePage = lazy(() => import('./MyTimetablePage.tsx').then((m) => ({ default: m.MyTimetablePage })));
const loadFamilyTimetable = () => import('./FamilyTimetablePage.tsx');
const FamilyTimetablePage = lazy(() => loadFamilyTimetable().then((m) => ({ default: m.FamilyTimetablePage })));
const DailyCoverPage = lazy(() => import('./DailyCoverPage.tsx').then((m) => ({ default: m.DailyCoverPage })));
const CoverReportPage = lazy(() => import('./CoverReportPage.tsx').then((m) => ({ default: m.CoverReportPage })));

/** Weekly timetables and daily cover (issue 32, docs/timetable.md); the absences are the generic list at /timetable/absences. */
export const timetableCoverScreens = defineScreens({
  routes: [
    { path: 'timetable/week', element: <WeekPage /> },
    { path: 'timetable/mine', element: <MyTimetablePage /> },
    { path: 'timetable/family', element: <FamilyTimetablePage />, ...preloads(loadFamilyTimetable) },
    { path: 'timetable/cover', element: <DailyCoverPage /> },
    { path: 'timetable/cover-report', element: <CoverReportPage /> },
  ],
});
