import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    account_codes: 'Account codes',
    bank_account_settings: 'Bank account settings',
    bank_accounts: 'Bank accounts',
    income_expenses: 'Income and expenses',
  },
  fields: {
    accountName: 'Account name',
    accountNumber: 'Account number',
    iban: 'IBAN',
    bankBranch: 'Bank branch',
    bankAccountId: 'Bank account',
    isDefaultForCollections: 'Default for collections',
    posCommissionRate: 'POS commission rate (%)',
    maxInstallments: 'Maximum installments',
    valueDays: 'Value days',
    virtualPosMerchantId: 'Virtual POS merchant ID',
    virtualPosTerminalId: 'Virtual POS terminal ID',
    entryType: 'Income or expense',
    accountCode: 'Account code',
    institutionTitle: 'Institution',
    amount: 'Amount',
    explanation: 'Explanation',
  },
  menu: {
    income_expense: 'Income / expense',
    account_codes: 'Account codes',
    bank_accounts: 'Bank accounts',
  },
} satisfies LabelSection;
