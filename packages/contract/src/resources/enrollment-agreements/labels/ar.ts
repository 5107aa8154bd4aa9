import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    enrollment_agreement_items: 'بنود الاتفاقية',
    enrollment_agreements: 'اتفاقيات التسجيل',
    readonly_enrollment_contracts: 'العقود للقراءة فقط',
  },
  fields: {
    contractText: 'نص العقد',
    readonlyContract: 'عقد للقراءة فقط',
    enrollmentAgreementsId: 'الاتفاقية',
    itemText: 'نص البند',
    additionalInfo: 'معلومات إضافية',
    itemNo: 'رقم البند',
  },
  menu: {
    enrollment_agreements: 'العقود',
    setup_readonly_contracts: 'قوالب العقود',
  },
};
