import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const LibraryDeskPage = lazy(() => import('./LibraryDeskPage.tsx').then((m) => ({ default: m.LibraryDeskPage })));
const OverdueLoansPage = lazy(() => import('./OverdueLoansPage.tsx').then((m) => ({ default: m.OverdueLoansPage })));
const FamilyLibraryPage = lazy(() => import('./FamilyLibraryPage.tsx').then((m) => ({ default: m.FamilyLibraryPage })));
const StudentLibrarySection = lazy(() =>
  import('./StudentLibrarySection.tsx').then((m) => ({ default: m.StudentLibrarySection })),
);

/**
 * The library (contract module `library`, docs/library.md): titles, copies, loans, holds and the
 * rules are the generic screens of the module's menu entries; the desk, the overdue report and
 * the families' page are its own, and the profile has a Library tab (the loan history).
 */
export const libraryScreens = defineScreens({
  routes: [
    { path: 'library/desk', element: <LibraryDeskPage /> },
    { path: 'library/overdue', element: <OverdueLoansPage /> },
    { path: 'library/books', element: <FamilyLibraryPage /> },
  ],
  studentSections: [{ key: 'library', resource: 'library_loans', field: 'student', Body: StudentLibrarySection }],
});
