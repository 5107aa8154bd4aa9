import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    account_codes: 'رموز الحسابات',
    bank_account_settings: 'إعدادات الحساب البنكي',
    bank_accounts: 'الحسابات البنكية',
    income_expenses: 'الإيرادات والمصروفات',
  },
  fields: {
    accountName: 'اسم الحساب',
    accountNumber: 'رقم الحساب',
    iban: 'رقم الآيبان',
    bankBranch: 'فرع البنك',
    bankAccountId: 'الحساب البنكي',
    isDefaultForCollections: 'افتراضي للتحصيلات',
    posCommissionRate: 'نسبة عمولة نقاط البيع (%)',
    maxInstallments: 'الحد الأقصى للأقساط',
    valueDays: 'أيام الاستحقاق',
    virtualPosMerchantId: 'معرّف التاجر لنقطة البيع الافتراضية',
    virtualPosTerminalId: 'معرّف الطرفية لنقطة البيع الافتراضية',
    entryType: 'إيراد أو مصروف',
    accountCode: 'رمز الحساب',
    institutionTitle: 'الجهة',
    amount: 'المبلغ',
    explanation: 'الشرح',
  },
  menu: {
    income_expense: 'الإيرادات / المصروفات',
    account_codes: 'رموز الحسابات',
    bank_accounts: 'الحسابات البنكية',
  },
};
