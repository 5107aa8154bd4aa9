import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const FinanceDashboard = lazy(() => import('./FinanceDashboard.tsx').then((m) => ({ default: m.FinanceDashboard })));

/**
 * The finance area (issue 13): the dashboard at `/finance` and `/finance/dashboard`, and the
 * generic screens of the shared finance menu's addresses (discounts with their criteria
 * sub-routes, scholarship definitions, fee settings). The receipts list and payment reports are
 * the module's own menu entries (mounted from the contract).
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
});
