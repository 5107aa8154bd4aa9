import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  ui: {
    // store and partner sign-on (docs/store-and-sso.md)
    store: {
      title: 'المتجر',
      intro: 'المتجر الإلكتروني لـ {{school}}. فتحه يسجّل دخولك بصفتك عميلًا فيه.',
      connecting: 'جارٍ الاتصال بالمتجر…',
      customer: 'سجلّك كعميل',
      name: 'الاسم',
      open: 'افتح المتجر',
      connect: 'اتصل بالمتجر',
      reset: 'إعادة تعيين',
      admin_title: 'إعدادات المتجر',
      admin_intro: 'اربط متجر OpenCart الخاص بالمدرسة: عنوانه واسم مستخدم الواجهة البرمجية ومفتاحه.',
      check: 'اختبر الاتصال',
      check_ok: 'أجاب المتجر: الاتصال يعمل.',
      fix_hint: 'يصل اسمك وهاتفك وعناوينك إلى المتجر من صفحة حسابك.',
      fix_link: 'تعديل بياناتي الشخصية',
    },
    sso: {
      title: '{{partner}}',
      signing_on: 'جارٍ تسجيل دخولك إلى {{partner}}…',
      continue: 'تابع إلى {{partner}}',
    },
  },
};
