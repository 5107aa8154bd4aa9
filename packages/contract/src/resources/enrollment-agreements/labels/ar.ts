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
  ui: {
    // setup (issue 4)
    setup: {
      settings_of: 'إعدادات {{name}}',
      static_texts_of: 'النصوص الثابتة لـ {{name}}',
      items_of: 'بنود {{name}}',
      add_item: 'إضافة بند',
      edit_item: 'تعديل البند {{no}}',
      delete_item: 'حذف البند {{no}}',
      new_item: 'بند جديد',
      no_items: 'لا توجد بنود في هذه الاتفاقية بعد.',
      item_number: 'البند {{no}}',
      markdown_hint: 'ماركداون: **عريض**، *مائل*، قوائم بـ -',
      template_none: 'لا شيء',
      agreement_not_found: 'لم يتم العثور على الاتفاقية.',
    },
  },
};
