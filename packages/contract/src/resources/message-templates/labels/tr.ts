import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { message_sends: 'Toplu gönderim', class_message: 'Sınıfa mesaj yaz' },
  resources: {
    sms_templates: 'SMS şablonları',
    mail_templates: 'E-posta şablonları',
    message_sends: 'Toplu gönderimler',
    message_deliveries: 'Teslim kaydı',
  },
  fields: {
    mailSubject: 'E-posta konusu',
    templateTitle: 'Şablon',
    channel: 'Kanal',
    recipientSource: 'Alıcılar',
    audience: 'Gönderilecek kişi',
    total: 'Toplam',
    sent: 'Gönderilen',
    failed: 'Başarısız',
    sendState: 'İlerleme',
    finishedAt: 'Bitiş',
    send: 'Toplu gönderim',
    recipientName: 'Alıcı',
    deliveryState: 'Teslim',
    attempts: 'Deneme',
  },
};
