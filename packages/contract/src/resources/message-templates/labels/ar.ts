import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { message_sends: 'الإرسال الجماعي', class_message: 'مراسلة فصل' },
  resources: {
    sms_templates: 'قوالب الرسائل القصيرة',
    mail_templates: 'قوالب البريد',
    message_sends: 'عمليات الإرسال الجماعي',
    message_deliveries: 'سجل التسليم',
  },
  fields: {
    mailSubject: 'موضوع البريد',
    templateTitle: 'القالب',
    channel: 'القناة',
    recipientSource: 'المستلمون',
    audience: 'الإرسال إلى',
    total: 'المجموع',
    sent: 'تم الإرسال',
    failed: 'فشل',
    sendState: 'التقدم',
    finishedAt: 'انتهى في',
    send: 'الإرسال الجماعي',
    recipientName: 'المستلم',
    deliveryState: 'التسليم',
    attempts: 'المحاولات',
  },
};
