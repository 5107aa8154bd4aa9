import { defineModule } from '../define-module.ts';
import { accountCodes, bankAccountSettings, bankAccounts, incomeExpenses } from './finance-setup.resource.ts';

export * from './finance-setup.resource.ts';

export const financeSetupModule = defineModule({
  resources: [bankAccounts, bankAccountSettings, accountCodes, incomeExpenses],
  labels: 'finance-setup',
  menus: [
    {
      key: 'menu.income_expense',
      under: 'menu.finance',
      after: 'menu.finance_dashboard',
      url: '/income-expense',
      resource: 'income_expenses',
      icon: 'ReceiptLong',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.account_codes',
      under: 'menu.finance',
      after: 'menu.income_expense',
      url: '/account-codes',
      resource: 'account_codes',
      icon: 'Numbers',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.bank_accounts',
      under: 'menu.finance',
      after: 'menu.account_codes',
      url: '/bank/accounts',
      resource: 'bank_accounts',
      icon: 'AccountBalance',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
