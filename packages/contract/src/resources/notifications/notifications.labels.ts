import { defineLabels } from '../define-module.ts';

/** What notifications, their preferences and the SMS outbox are called, in the five languages. */
export const notificationsLabels = defineLabels(
  {
    resources: {
      notifications: 'Notifications',
      notification_preferences: 'Notification preferences',
      sms_outbox: 'SMS outbox',
    },
    fields: {
      kind: 'Kind',
      link: 'Link',
      notifiedAt: 'Notified at',
      byMail: 'By e-mail',
      bySms: 'By SMS',
      channelRef: 'Gateway reference',
    },
  },
  {
    ar: {
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
        channelRef: 'مرجع البوابة',
      },
    },
    de: {
      resources: {
        notifications: 'Benachrichtigungen',
        notification_preferences: 'Benachrichtigungseinstellungen',
        sms_outbox: 'SMS-Postausgang',
      },
      fields: {
        kind: 'Art',
        link: 'Link',
        notifiedAt: 'Benachrichtigt am',
        byMail: 'Per E-Mail',
        bySms: 'Per SMS',
        channelRef: 'Gateway-Referenz',
      },
    },
    es: {
      resources: {
        notifications: 'Notificaciones',
        notification_preferences: 'Preferencias de notificación',
        sms_outbox: 'Bandeja de salida de SMS',
      },
      fields: {
        kind: 'Tipo',
        link: 'Enlace',
        notifiedAt: 'Notificado el',
        byMail: 'Por correo electrónico',
        bySms: 'Por SMS',
        channelRef: 'Referencia de la pasarela',
      },
    },
    tr: {
      resources: {
        notifications: 'Bildirimler',
        notification_preferences: 'Bildirim tercihleri',
        sms_outbox: 'SMS giden kutusu',
      },
      fields: {
        kind: 'Tür',
        link: 'Bağlantı',
        notifiedAt: 'Bildirim zamanı',
        byMail: 'E-posta ile',
        bySms: 'SMS ile',
        channelRef: 'Ağ geçidi referansı',
      },
    },
  },
);
