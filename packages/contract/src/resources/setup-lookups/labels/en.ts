import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    bank_branches: 'Bank branches',
    banks: 'Banks',
    departments: 'Departments',
    payment_methods: 'Payment methods',
    personnel_categories: 'Personnel categories',
  },
  fields: {
    bankName: 'Bank name',
    eftCode: 'EFT code',
    bankType: 'Bank type',
    branchName: 'Branch name',
    branchCode: 'Branch code',
    branchCity: 'City',
  },
  menu: {
    setup_reference_data: 'Reference data',
    setup_banks: 'Banks',
    setup_bank_branches: 'Bank branches',
    setup_payment_methods: 'Payment methods',
    setup_personnel_categories: 'Personnel categories',
    setup_departments: 'Departments',
  },
} satisfies LabelSection;
