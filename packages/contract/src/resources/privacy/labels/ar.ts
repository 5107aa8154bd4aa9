import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    disclosures: 'سجل الإفصاح',
    consents: 'الموافقات',
  },
  fields: {
    clientKind: 'نوع المستلم',
    client: 'المستلم',
    route: 'المسار',
    recordCount: 'عدد السجلات',
    studentIds: 'الطلاب',
    consentKind: 'الموافقة على',
    given: 'ممنوحة',
    textVersion: 'نسخة النص',
    givenBy: 'منحها',
  },
  menu: {
    disclosures: 'سجل الإفصاح',
    consents: 'الموافقات',
  },
  ui: {
    values: {
      api_key: 'مفتاح API',
      oneroster: 'OneRoster',
      lti: 'أداة LTI',
      partner: 'شريك',
      photo_publication: 'نشر الصور',
      notification_email: 'الإشعارات بالبريد الإلكتروني',
      notification_sms: 'الإشعارات بالرسائل القصيرة',
      notification_push: 'الإشعارات الفورية',
      marketing: 'التسويق',
    },
    privacy: {
      title: 'الموافقات',
      intro: 'ما تسمح للمدرسة بفعله. يمكنك سحب أي موافقة في أي وقت، ويسري السحب من حينه.',
      self: 'لي',
      saved: 'تم تسجيل اختيارك.',
    },
  },
};
