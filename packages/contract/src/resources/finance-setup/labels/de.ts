import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    account_codes: 'Buchungskonten',
    bank_account_settings: 'Bankkonto-Einstellungen',
    bank_accounts: 'Bankkonten',
    income_expenses: 'Einnahmen und Ausgaben',
  },
  fields: {
    accountName: 'Kontoname',
    accountNumber: 'Kontonummer',
    iban: 'IBAN',
    bankBranch: 'Bankfiliale',
    bankAccountId: 'Bankkonto',
    isDefaultForCollections: 'Standard für Einzahlungen',
    posCommissionRate: 'POS-Provisionssatz (%)',
    maxInstallments: 'Maximale Ratenanzahl',
    valueDays: 'Valutatage',
    virtualPosMerchantId: 'Virtuelles POS: Händler-ID',
    virtualPosTerminalId: 'Virtuelles POS: Terminal-ID',
    entryType: 'Einnahme oder Ausgabe',
    accountCode: 'Kontocode',
    institutionTitle: 'Institution',
    amount: 'Betrag',
    explanation: 'Erläuterung',
  },
  menu: {
    income_expense: 'Einnahmen / Ausgaben',
    account_codes: 'Buchungskonten',
    bank_accounts: 'Bankkonten',
  },
};
