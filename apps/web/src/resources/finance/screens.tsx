import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const FinanceSection = lazy(() => import('./profile-sections.tsx').then((m) => ({ default: m.FinanceSection })));
const FinanceDashboard = lazy(() => import('./FinanceDashboard.tsx').then((m) => ({ default: m.FinanceDashboard })));

/**
 * The finance area (issue 13): the dashboard at `/finance` and `/finance/dashboard`, and the
 * generic screens of the shared finance menu's addresses (discounts with their criteria
 * sub-routes, scholarship definitions, fee settings). The receipts list and payment reports are
 * the module's own menu entries (mounted from the contract). A student's money is four tabs of
 * the profile.
 */
export const financeScreens = defineScreens({
  routes: [
    { path: 'finance', element: <FinanceDashboard /> },
    { path: 'finance/dashboard', element: <FinanceDashboard /> },
  ],
  resourceRoutes: [
    { path: '/discounts', resource: 'discounts' },
    { path: '/discounts/criteria', resource: 'discount_criteria' },
    { path: '/scholarship/definitions', resource: 'scholarship_definitions' },
    { path: '/courses/fee-setting', resource: 'fee_settings' },
  ],
  studentSections: [
    { key: 'installments', resource: 'installments', field: 'studentId', Body: FinanceSection },
    { key: 'discounts', resource: 'student_discounts', field: 'studentId', Body: FinanceSection },
    { key: 'scholarship', resource: 'student_scholarships', field: 'studentId', Body: FinanceSection },
    { key: 'payment', resource: 'student_payments', field: 'studentId', Body: FinanceSection },
  ],
});
