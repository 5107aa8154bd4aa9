import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const OnlinePaymentReturnPage = lazy(() =>
  import('./OnlinePaymentReturnPage.tsx').then((m) => ({ default: m.OnlinePaymentReturnPage })),
);

/**
 * Online payment of installments (docs/online-payments.md): the page the gateway sends a parent
 * back to. The gateway settings, checkouts and notices are the module's generic screens (finance
 * menu); the Pay online button sits on the student's installments tab.
 */
export const onlinePaymentsScreens = defineScreens({
  routes: [{ path: 'online-payments/:reference', element: <OnlinePaymentReturnPage /> }],
});
