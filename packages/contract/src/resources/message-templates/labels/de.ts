import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { message_sends: 'Massenversand', class_message: 'An eine Klasse schreiben' },
  resources: {
    sms_templates: 'SMS-Vorlagen',
    mail_templates: 'Mail-Vorlagen',
    message_sends: 'Massenversände',
    message_deliveries: 'Zustellprotokoll',
  },
  fields: {
    mailSubject: 'Betreff',
    templateTitle: 'Vorlage',
    channel: 'Kanal',
    recipientSource: 'Empfänger',
    audience: 'Senden an',
    total: 'Gesamt',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
    sendState: 'Fortschritt',
    finishedAt: 'Beendet am',
    send: 'Massenversand',
    recipientName: 'Empfänger',
    deliveryState: 'Zustellung',
    attempts: 'Versuche',
  },
};
