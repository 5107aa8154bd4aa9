import { defineServerModule } from '../../core/server-module.ts';
import { paymentGatewaysHooks } from './gateway-settings.hooks.ts';
import {
  keepApp,
  onlineCheckoutStatus,
  onlinePaymentGateway,
  onlinePaymentReturn,
  onlinePaymentWebhook,
  standinCheckoutPage,
  standinCheckoutSubmit,
  startOnlinePayment,
} from './online-payments.action.ts';

/** Online payment of installments through the school's gateway (issue 30, item 5; docs/online-payments.md). */
export const onlinePaymentsModule = defineServerModule({
  name: 'online-payments',
  actions: [
    startOnlinePayment,
    onlinePaymentGateway,
    onlineCheckoutStatus,
    onlinePaymentWebhook,
    onlinePaymentReturn,
    standinCheckoutPage,
    standinCheckoutSubmit,
  ],
  hooks: [paymentGatewaysHooks],
  install: (app, services) => keepApp(app, services),
});
