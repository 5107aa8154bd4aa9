import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    account_codes: 'Hesap kodları',
    bank_account_settings: 'Banka hesabı ayarları',
    bank_accounts: 'Banka hesapları',
    income_expenses: 'Gelir ve giderler',
  },
  fields: {
    accountName: 'Hesap adı',
    accountNumber: 'Hesap numarası',
    iban: 'IBAN',
    bankBranch: 'Banka şubesi',
    bankAccountId: 'Banka hesabı',
    isDefaultForCollections: 'Tahsilatlarda varsayılan',
    posCommissionRate: 'POS komisyon oranı (%)',
    maxInstallments: 'Azami taksit sayısı',
    valueDays: 'Valör günü',
    virtualPosMerchantId: 'Sanal POS üye işyeri no',
    virtualPosTerminalId: 'Sanal POS terminal no',
    entryType: 'Gelir veya gider',
    accountCode: 'Hesap kodu',
    institutionTitle: 'Kurum',
    amount: 'Tutar',
    explanation: 'Açıklama',
  },
  menu: {
    income_expense: 'Gelir / gider',
    account_codes: 'Hesap kodları',
    bank_accounts: 'Banka hesapları',
  },
};
