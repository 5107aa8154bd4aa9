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
    retention_runs: 'سجل الإتلاف',
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
    retention: {
      intro:
        'في كل شهر يقوم مُجدول الاحتفاظ بإتلاف البيانات الشخصية التي انقضت مدتها المحددة في جرد البيانات أو بإخفاء هويتها، ويحتفظ بسجل لذلك مدة ثلاث سنوات. أما الصفوف الخاضعة لحجز قانوني (طلب صاحب بيانات لم يُرد عليه، أو رصيد غير مسدد) فتُحفظ وتُعد.',
      dry_run: 'تشغيل تجريبي',
      dry_run_title: 'ما سيفعله التشغيل الآن',
      nothing_due: 'لا شيء انقضت مدته.',
      no_runs: 'لا يوجد تشغيل بعد.',
      schedule: 'المُجدول',
      manual: 'مشرف عام',
      running: 'قيد التشغيل',
      done: 'اكتمل',
      resource: 'السجلات',
      rule: 'القاعدة',
      method: 'الطريقة',
      count: 'الصفوف',
      held: 'محجوزة',
      ids: 'المعرّفات',
      destroy: 'أُتلفت',
      anonymise: 'أُخفيت هويتها',
      refused: 'رُفضت',
      held_method: 'محجوزة (حجز قانوني)',
      rule_text: '{{period}} من {{from}}',
    },
  },
};
