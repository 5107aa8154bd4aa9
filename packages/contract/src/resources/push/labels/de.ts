import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    push_subscriptions: 'Geräte für Push-Benachrichtigungen',
  },
  fields: {
    endpoint: 'Adresse des Push-Dienstes',
    p256dh: 'Öffentlicher Schlüssel des Geräts',
    auth: 'Authentifizierungsgeheimnis des Geräts',
    deviceLabel: 'Gerät',
  },
  ui: {
    push: {
      title: 'Benachrichtigungen auf diesem Gerät',
      intro: 'Erhalten Sie Ihre Benachrichtigungen auf diesem Telefon oder Computer, auch wenn Kampus geschlossen ist.',
      by_push: 'Als Push-Benachrichtigung, auf den Geräten, auf denen Sie sie eingeschaltet haben',
      turn_on: 'Auf diesem Gerät einschalten',
      turn_off: 'Auf diesem Gerät ausschalten',
      on: 'Dieses Gerät erhält Ihre Benachrichtigungen.',
      off: 'Dieses Gerät erhält Ihre Benachrichtigungen nicht.',
      unsupported:
        'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Fügen Sie Kampus auf einem iPhone oder iPad zuerst zum Home-Bildschirm hinzu und öffnen Sie es von dort.',
      no_worker:
        'Benachrichtigungen auf einem Gerät gibt es mit der Kampus-App für Familien und Lehrkräfte. Dieses Konto erhält sie in Kampus und per E-Mail oder SMS.',
      denied:
        'Benachrichtigungen für Kampus sind in diesem Browser blockiert. Erlauben Sie sie in den Website-Einstellungen des Browsers und versuchen Sie es dann erneut.',
      failed: 'Dieses Gerät konnte nicht für Benachrichtigungen eingerichtet werden. Versuchen Sie es später erneut.',
      endpoint_https: 'Die Adresse des Push-Dienstes muss eine https-Adresse sein.',
      key_invalid: 'Dies ist kein gültiger Schlüssel eines Push-Abonnements.',
    },
  },
};
