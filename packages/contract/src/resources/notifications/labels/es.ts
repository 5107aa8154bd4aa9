import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
    byPush: 'Por notificación push',
    channelRef: 'Referencia de la pasarela',
  },
};
