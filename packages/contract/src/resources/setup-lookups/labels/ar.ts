import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    bank_branches: 'فروع البنوك',
    banks: 'البنوك',
    departments: 'الأقسام',
    payment_methods: 'طرق الدفع',
    personnel_categories: 'فئات الموظفين',
  },
  fields: {
    bankName: 'اسم البنك',
    eftCode: 'رمز EFT',
    bankType: 'نوع البنك',
    branchName: 'اسم الفرع',
    branchCode: 'رمز الفرع',
    branchCity: 'المدينة',
  },
  menu: {
    setup_reference_data: 'البيانات المرجعية',
    setup_banks: 'البنوك',
    setup_bank_branches: 'فروع البنوك',
    setup_payment_methods: 'طرق الدفع',
    setup_personnel_categories: 'فئات الموظفين',
    setup_departments: 'الأقسام',
  },
};
