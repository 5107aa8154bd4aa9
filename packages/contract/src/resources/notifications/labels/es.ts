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
    kindsOff: 'Tipos desactivados',
    channelRef: 'Referencia de la pasarela',
  },
  ui: {
    values: {
      installment_due: 'Cuota por vencer',
      new_mail: 'Correo nuevo',
      feed_post: 'Nueva publicación',
      report_card_published: 'Boletín publicado',
    },
    installment_due: {
      subject: 'La cuota {{number}} de {{student}} vence el {{date}}',
      body: 'La cuota {{number}} de {{student}}, de {{amount}}, vence el {{date}}. Puede pagarse en la caja del centro o en línea si el centro lo ofrece.',
    },
    new_mail: {
      subject: 'Correo nuevo de {{sender}}',
      body: '{{sender}} le ha escrito en Kampus: «{{subject}}». Abra su buzón para leerlo.',
    },
    notification_kinds: {
      absence: 'Ausencias',
      payment: 'Pagos recibidos',
      privacy_request: 'Solicitudes de privacidad por vencer',
      discipline: 'Incidentes',
      cover: 'Clases por cubrir',
      health_visit: 'Visitas a la enfermería',
      library_overdue: 'Libros vencidos',
      dorm_leave: 'Permisos de internado decididos',
      dorm_absence: 'Ausencias en el recuento del internado',
      transport_boarding: 'Subida al autobús escolar',
      guidance_referral: 'Derivaciones de orientación',
      library_hold: 'Reservas de biblioteca listas',
      elective_placed: 'Plazas de optativas asignadas',
      homework_set: 'Tareas y pruebas asignadas',
      grades_released: 'Notas publicadas',
      installment_due: 'Cuotas próximas a vencer',
      new_mail: 'Correo nuevo',
      feed_post: 'Noticias del centro',
      report_card_published: 'Boletines publicados',
    },
    notification_choices: {
      title: 'De qué se le avisa',
      intro:
        'Cada tipo llega siempre en la aplicación; desactive un tipo en un canal para que deje de llegar solo allí.',
      kind: 'Tipo',
      channel_mail: 'Correo',
      channel_sms: 'SMS',
      channel_push: 'Push',
      cell: '{{kind}}: {{channel}}',
      none_on: 'Active arriba el correo, los SMS o las notificaciones push para elegir tipos.',
    },
  },
};
