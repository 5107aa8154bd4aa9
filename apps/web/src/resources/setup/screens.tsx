import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const loadSetupScreens = () => import('./SetupScreens.tsx');
const BankAccountsPage = lazy(() => loadSetupScreens().then((m) => ({ default: m.BankAccountsPage })));
const ReportTypesPage = lazy(() => loadSetupScreens().then((m) => ({ default: m.ReportTypesPage })));
const AgreementsPage = lazy(() => loadSetupScreens().then((m) => ({ default: m.AgreementsPage })));
const BankAccountSettingsScreen = lazy(() =>
  loadSetupScreens().then((m) => ({ default: m.BankAccountSettingsScreen })),
);
const ReportStaticTextsScreen = lazy(() => loadSetupScreens().then((m) => ({ default: m.ReportStaticTextsScreen })));
const ReportTypeForm = lazy(() => import('./ReportTypeForm.tsx').then((m) => ({ default: m.ReportTypeForm })));
const AgreementItemsPage = lazy(() =>
  import('./AgreementItemsPage.tsx').then((m) => ({ default: m.AgreementItemsPage })),
);

/**
 * Setup (issue 4): lists with a link to their sub-screens (they take the place of the generic
 * list at the same path), and the sub-screens of the spec's route table.
 */
export const setupScreens = defineScreens({
  routes: [
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
  ],
});
