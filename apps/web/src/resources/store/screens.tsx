import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const StorePage = lazy(() => import('./StorePage.tsx').then((m) => ({ default: m.StorePage })));
const StoreAdminPage = lazy(() => import('./StoreAdminPage.tsx').then((m) => ({ default: m.StoreAdminPage })));
const SsoPage = lazy(() => import('./SsoPage.tsx').then((m) => ({ default: m.SsoPage })));

/** The school's store and the partner sign-ons (docs/store-and-sso.md). */
export const storeScreens = defineScreens({
  routes: [
    { path: 'sso/:partner', element: <SsoPage /> },
    { path: 'store', element: <StorePage /> },
    { path: 'store/admin', element: <StoreAdminPage /> },
  ],
});
