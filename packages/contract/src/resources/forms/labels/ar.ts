import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { forms: 'النماذج', form_settings: 'إعدادات النموذج', form_submissions: 'طلبات النموذج' },
  fields: {
    formType: 'نوع النموذج',
    fields: 'الأسئلة',
    form: 'النموذج',
    publicLink: 'الرابط العام',
    publicToken: 'مفتاح الرابط العام',
    settings: 'إعدادات أخرى',
    showHeader: 'إظهار الترويسة',
    showSchoolLogo: 'إظهار شعار المدرسة',
    showSchoolName: 'إظهار اسم المدرسة',
    showFormName: 'إظهار اسم النموذج',
    showCountdown: 'إظهار العد التنازلي',
    showTotalApplicationCount: 'إظهار عدد الطلبات',
    showFooter: 'إظهار التذييل',
    answers: 'الإجابات',
    language: 'اللغة',
    submittedAt: 'وقت الإرسال',
    admissionInterview: 'مقابلة القبول',
  },
};
