import { defineModule } from '../define-module.ts';
import { bankBranches, banks, departments, paymentMethods, personnelCategories } from './setup-lookups.resource.ts';

export * from './setup-lookups.resource.ts';

export const setupLookupsModule = defineModule({
  resources: [banks, bankBranches, paymentMethods, personnelCategories, departments],
  labels: 'setup-lookups',
  menus: [
    {
      key: 'menu.setup_reference_data',
      after: 'menu.account',
      icon: 'MenuBook',
      audiences: ['headquarters'],
      children: [
        {
          key: 'menu.setup_banks',
          url: '/config/banks',
          resource: 'banks',
          icon: 'AccountBalance',
          audiences: ['headquarters'],
        },
        {
          key: 'menu.setup_bank_branches',
          url: '/config/bank-branches',
          resource: 'bank_branches',
          icon: 'AccountTree',
          audiences: ['headquarters'],
        },
        {
          key: 'menu.setup_payment_methods',
          url: '/config/payment-methods',
          resource: 'payment_methods',
          icon: 'Payment',
          audiences: ['headquarters'],
        },
        {
          key: 'menu.setup_personnel_categories',
          url: '/config/personnel-categories',
          resource: 'personnel_categories',
          icon: 'Category',
          audiences: ['headquarters'],
        },
        {
          key: 'menu.setup_departments',
          url: '/config/departments',
          resource: 'departments',
          icon: 'Business',
          audiences: ['headquarters'],
        },
      ],
    },
  ],
});
