import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    bank_branches: 'Bankfilialen',
    banks: 'Banken',
    departments: 'Abteilungen',
    payment_methods: 'Zahlungsarten',
    personnel_categories: 'Personalkategorien',
  },
  fields: {
    bankName: 'Bankname',
    eftCode: 'EFT-Code',
    bankType: 'Bankart',
    branchName: 'Filialname',
    branchCode: 'Filialnummer',
    branchCity: 'Stadt',
  },
  menu: {
    setup_reference_data: 'Stammdaten',
    setup_banks: 'Banken',
    setup_bank_branches: 'Bankfilialen',
    setup_payment_methods: 'Zahlungsarten',
    setup_personnel_categories: 'Personalkategorien',
    setup_departments: 'Abteilungen',
  },
};
