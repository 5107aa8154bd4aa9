import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { message_sends: 'Envío masivo', class_message: 'Escribir a una clase' },
  resources: {
    sms_templates: 'Plantillas de SMS',
    mail_templates: 'Plantillas de correo',
    message_sends: 'Envíos masivos',
    message_deliveries: 'Registro de entregas',
  },
  fields: {
    mailSubject: 'Asunto',
    templateTitle: 'Plantilla',
    channel: 'Canal',
    recipientSource: 'Destinatarios',
    audience: 'Enviar a',
    total: 'Total',
    sent: 'Enviados',
    failed: 'Fallidos',
    sendState: 'Progreso',
    finishedAt: 'Terminado el',
    send: 'Envío masivo',
    recipientName: 'Destinatario',
    deliveryState: 'Entrega',
    attempts: 'Intentos',
  },
};
