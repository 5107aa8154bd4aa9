import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    notifications: 'الإشعارات',
    notification_preferences: 'تفضيلات الإشعارات',
    sms_outbox: 'صندوق الرسائل القصيرة الصادرة',
  },
  fields: {
    kind: 'النوع',
    link: 'الرابط',
    notifiedAt: 'وقت الإشعار',
    byMail: 'بالبريد الإلكتروني',
    bySms: 'برسالة نصية',
    byPush: 'بإشعار فوري',
    kindsOff: 'الأنواع المُوقفة',
    channelRef: 'مرجع البوابة',
  },
  ui: {
    values: {
      installment_due: 'قسط مستحق',
      new_mail: 'بريد جديد',
      feed_post: 'منشور جديد',
      report_card_published: 'نُشرت بطاقة التقرير',
    },
    installment_due: {
      subject: 'القسط {{number}} لـ {{student}} مستحق في {{date}}',
      body: 'القسط {{number}} لـ {{student}} بقيمة {{amount}} مستحق في {{date}}. يمكن دفعه في صندوق المدرسة أو عبر الإنترنت إن أتاحت المدرسة ذلك.',
    },
    new_mail: {
      subject: 'بريد جديد من {{sender}}',
      body: 'كتب إليك {{sender}} في كامبوس: «{{subject}}». افتح صندوق بريدك لقراءته.',
    },
    notification_kinds: {
      absence: 'الغيابات',
      payment: 'الدفعات المستلمة',
      privacy_request: 'طلبات الخصوصية المستحقة',
      discipline: 'الحوادث',
      cover: 'الحصص المطلوب تغطيتها',
      health_visit: 'زيارات الممرضة',
      library_overdue: 'كتب المكتبة المتأخرة',
      dorm_leave: 'قرارات إجازات السكن',
      dorm_absence: 'غيابات تفقد السكن',
      transport_boarding: 'الصعود إلى حافلة المدرسة',
      guidance_referral: 'إحالات الإرشاد',
      library_hold: 'حجوزات المكتبة الجاهزة',
      elective_placed: 'مقاعد المواد الاختيارية الممنوحة',
      homework_set: 'الواجبات والاختبارات المُسنَدة',
      grades_released: 'الدرجات المنشورة',
      installment_due: 'الأقساط المستحقة قريبًا',
      new_mail: 'البريد الجديد',
      feed_post: 'أخبار المدرسة',
      report_card_published: 'بطاقات التقرير المنشورة',
    },
    notification_choices: {
      title: 'ما يُبلغك به',
      intro: 'يصلك كل نوع في التطبيق دائمًا؛ أوقف نوعًا في قناة ليتوقف فيها وحدها.',
      kind: 'النوع',
      channel_mail: 'البريد',
      channel_sms: 'الرسائل القصيرة',
      channel_push: 'الإشعارات',
      cell: '{{kind}}: {{channel}}',
      none_on: 'فعّل البريد أو الرسائل القصيرة أو الإشعارات أعلاه لاختيار الأنواع.',
    },
  },
};
