import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    bank_branches: 'Banka şubeleri',
    banks: 'Bankalar',
    departments: 'Departmanlar',
    payment_methods: 'Ödeme yöntemleri',
    personnel_categories: 'Personel kategorileri',
  },
  fields: {
    bankName: 'Banka adı',
    eftCode: 'EFT kodu',
    bankType: 'Banka türü',
    branchName: 'Şube adı',
    branchCode: 'Şube kodu',
    branchCity: 'Şehir',
  },
  menu: {
    setup_reference_data: 'Tanım verileri',
    setup_banks: 'Bankalar',
    setup_bank_branches: 'Banka şubeleri',
    setup_payment_methods: 'Ödeme yöntemleri',
    setup_personnel_categories: 'Personel kategorileri',
    setup_departments: 'Departmanlar',
  },
};
