import { defineModule } from '../define-module.ts';
import {
  onlineCheckoutStatusAction,
  onlinePaymentGatewayAction,
  onlinePaymentReturnAction,
  onlinePaymentWebhookAction,
  standinCheckoutPageAction,
  standinCheckoutSubmitAction,
  startOnlinePaymentAction,
} from './online-payments.actions.ts';
import { onlinePaymentsInventory } from './online-payments.inventory.ts';
import { onlineCheckouts, onlinePaymentEvents, paymentGateways } from './online-payments.resource.ts';

export * from './online-payments.resource.ts';

/**
 * Online payment of installments (issue 30, item 5): the school's gateway settings, the checkouts
 * started by families, and the webhooks received (docs/online-payments.md).
 */
export const onlinePaymentsModule = defineModule({
  resources: [paymentGateways, onlineCheckouts, onlinePaymentEvents],
  actions: [
    startOnlinePaymentAction,
    onlinePaymentGatewayAction,
    onlineCheckoutStatusAction,
    onlinePaymentWebhookAction,
    onlinePaymentReturnAction,
    standinCheckoutPageAction,
    standinCheckoutSubmitAction,
  ],
  labels: 'online-payments',
  inventory: onlinePaymentsInventory,
  menus: [
    {
      key: 'menu.payment_gateways',
      under: 'menu.finance',
      after: 'menu.bank_accounts',
      url: '/finance/payment-gateways',
      resource: 'payment_gateways',
      icon: 'Payment',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.online_checkouts',
      under: 'menu.finance',
      after: 'menu.payment_gateways',
      url: '/finance/online-payments',
      resource: 'online_checkouts',
      icon: 'Payment',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
