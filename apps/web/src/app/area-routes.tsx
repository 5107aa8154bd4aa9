import type { RouteObject } from 'react-router';
import { lazy } from 'react';

// setup (issue 4)
const setupScreens = () => import('../resources/setup/SetupScreens.tsx');
const BankAccountsPage = lazy(() => setupScreens().then((m) => ({ default: m.BankAccountsPage })));
const ReportTypesPage = lazy(() => setupScreens().then((m) => ({ default: m.ReportTypesPage })));
const AgreementsPage = lazy(() => setupScreens().then((m) => ({ default: m.AgreementsPage })));
const BankAccountSettingsScreen = lazy(() => setupScreens().then((m) => ({ default: m.BankAccountSettingsScreen })));
const ReportStaticTextsScreen = lazy(() => setupScreens().then((m) => ({ default: m.ReportStaticTextsScreen })));
const ReportTypeForm = lazy(() =>
  import('../resources/setup/ReportTypeForm.tsx').then((m) => ({ default: m.ReportTypeForm })),
);
const AgreementItemsPage = lazy(() =>
  import('../resources/setup/AgreementItemsPage.tsx').then((m) => ({ default: m.AgreementItemsPage })),
);

/*
 * Screens written for one area of the spec, where the generic resource screens are not enough
 * (section 2 of the platform spec). Each is a lazy chunk, declared here as
 * `const X = lazy(() => import('../resources/<area>/X.tsx').then((m) => ({ default: m.X })));`
 * and mounted under the logged-in layout. React Router ranks these explicit paths above the
 * generic `/<area>/*` coming-soon catch-alls, so an area can be built a screen at a time.
 */
export const areaRoutes: RouteObject[] = [
  // setup (issue 4): lists with a link to their sub-screens (they take the place of the generic
  // list at the same path), and the sub-screens of the spec's route table
  { path: 'bank/accounts', element: <BankAccountsPage /> },
  { path: 'bank/accounts/:id/setting', element: <BankAccountSettingsScreen /> },
  { path: 'bank/accounts/:id/setting/:sub', element: <BankAccountSettingsScreen /> },
  { path: 'bank/accounts/:id/setting/:subid/:subaction', element: <BankAccountSettingsScreen /> },
  { path: 'academic/report-types', element: <ReportTypesPage /> },
  { path: 'academic/report-types/new', element: <ReportTypeForm /> },
  { path: 'academic/report-types/:id', element: <ReportTypeForm /> },
  { path: 'academic/report-types/:id/:action', element: <ReportTypeForm /> },
  { path: 'academic/report-types/:id/static-text', element: <ReportStaticTextsScreen /> },
  { path: 'academic/report-types/:id/static-text/:sub', element: <ReportStaticTextsScreen /> },
  { path: 'academic/report-types/:id/static-text/:subid/:subaction', element: <ReportStaticTextsScreen /> },
  { path: 'enrollment/agreement', element: <AgreementsPage /> },
  { path: 'enrollment/agreement/:id/item', element: <AgreementItemsPage /> },
  { path: 'enrollment/agreement/:id/item/:sub', element: <AgreementItemsPage /> },
  { path: 'enrollment/agreement/:id/item/:subid/:subaction', element: <AgreementItemsPage /> },
];
