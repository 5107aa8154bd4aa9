import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { lti_tools: 'أدوات LTI', lti_links: 'روابط الأدوات' },
  fields: {
    loginUrl: 'عنوان بدء تسجيل الدخول',
    launchUrl: 'عنوان الإطلاق (إعادة التوجيه)',
    jwksUrl: 'عنوان المفاتيح العامة (JWKS)',
    sendNames: 'إرسال الاسم والبريد الإلكتروني',
    clientId: 'معرّف العميل',
    deploymentId: 'معرّف النشر',
    owner: 'سجّلها',
    ltiTool: 'الأداة',
  },
  menu: { learning_tools: 'أدوات التعلّم', lti_tools: 'أدوات LTI', lti_links: 'روابط الأدوات' },
  ui: {
    lti: {
      where: '{{tool}} في {{where}}',
      launch: 'فتح {{title}}',
      none: 'لم تُربط أي أداة تعلّم بصفوفك بعد.',
      title: 'أدوات التعلّم',
      failed: 'تعذّر فتح الأداة.',
    },
  },
};
