import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { organizationRoutes } from '../resources/organization/screens.tsx';

// seasons area
const ConfigPage = lazy(() => import('../resources/seasons/ConfigPage.tsx').then((m) => ({ default: m.ConfigPage })));
const DatabasesPage = lazy(() =>
  import('../resources/seasons/DatabasesPage.tsx').then((m) => ({ default: m.DatabasesPage })),
);

// people: users and impersonation
const UsersListPage = lazy(() =>
  import('../resources/users/UsersListPage.tsx').then((m) => ({ default: m.UsersListPage })),
);
const UserFormPage = lazy(() =>
  import('../resources/users/UserFormPage.tsx').then((m) => ({ default: m.UserFormPage })),
);
const ImpersonatePage = lazy(() =>
  import('../resources/impersonation/ImpersonatePage.tsx').then((m) => ({ default: m.ImpersonatePage })),
);
const ImpersonateRoutePage = lazy(() =>
  import('../resources/impersonation/ImpersonateRoutePage.tsx').then((m) => ({ default: m.ImpersonateRoutePage })),
);
const ImpersonateLogPage = lazy(() =>
  import('../resources/impersonation/ImpersonateLogPage.tsx').then((m) => ({ default: m.ImpersonateLogPage })),
);

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

// accounts
const AccountPage = lazy(() =>
  import('../resources/accounts/AccountPage.tsx').then((m) => ({ default: m.AccountPage })),
);
const OutboxPage = lazy(() => import('../resources/accounts/OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));

/*
 * Screens written for one area of the spec, where the generic resource screens are not enough
 * (section 2 of the platform spec). Each is a lazy chunk, declared here as
 * `const X = lazy(() => import('../resources/<area>/X.tsx').then((m) => ({ default: m.X })));`
 * and mounted under the logged-in layout. React Router ranks these explicit paths above the
 * generic `/<area>/*` coming-soon catch-alls, so an area can be built a screen at a time.
 */
export const areaRoutes: RouteObject[] = [
  // seasons area: the tabbed /config hub (each tab's list; forms stay on the generic routes)
  { path: 'config', element: <ConfigPage tab="system" /> },
  { path: 'config/system', element: <ConfigPage tab="system" /> },
  { path: 'config/seasons', element: <ConfigPage tab="seasons" /> },
  { path: 'config/grading-terms', element: <ConfigPage tab="grading-terms" /> },
  { path: 'config/grade-levels', element: <ConfigPage tab="grade-levels" /> },
  { path: 'config/courses', element: <ConfigPage tab="courses" /> },
  { path: 'admin/databases', element: <DatabasesPage /> },
  { path: 'admin/databases/:action', element: <DatabasesPage /> },
  // organization: /organization, /admin/menus, /global/menus
  ...organizationRoutes,
  // people: users and impersonation
  { path: 'users', element: <UsersListPage /> },
  { path: 'users/new', element: <UserFormPage /> },
  { path: 'users/:id', element: <UserFormPage /> },
  { path: 'users/:id/:action', element: <UserFormPage /> },
  { path: 'account/impersonate', element: <ImpersonatePage /> },
  { path: 'reports/impersonate-log', element: <ImpersonateLogPage /> },
  { path: 'impersonate', element: <ImpersonateRoutePage /> },
  { path: 'impersonate/:userId', element: <ImpersonateRoutePage /> },
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
  // accounts
  { path: 'account', element: <AccountPage /> },
  { path: 'account/:section', element: <AccountPage /> },
  { path: 'admin/outbox', element: <OutboxPage /> },
];
