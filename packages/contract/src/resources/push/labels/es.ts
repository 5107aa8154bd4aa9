import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    push_subscriptions: 'Dispositivos de notificaciones push',
  },
  fields: {
    endpoint: 'Dirección del servicio push',
    p256dh: 'Clave pública del dispositivo',
    auth: 'Secreto de autenticación del dispositivo',
    deviceLabel: 'Dispositivo',
  },
  ui: {
    push: {
      title: 'Notificaciones en este dispositivo',
      intro: 'Reciba sus notificaciones en este teléfono u ordenador, incluso con Kampus cerrado.',
      by_push: 'Por notificación push, en los dispositivos donde las activó',
      turn_on: 'Activar en este dispositivo',
      turn_off: 'Desactivar en este dispositivo',
      on: 'Este dispositivo recibe sus notificaciones.',
      off: 'Este dispositivo no recibe sus notificaciones.',
      unsupported:
        'Este navegador no puede recibir notificaciones push. En un iPhone o iPad, añada primero Kampus a la pantalla de inicio y ábralo desde allí.',
      no_worker:
        'Las notificaciones en un dispositivo llegan con la aplicación Kampus de familias y docentes. Esta cuenta las recibe en Kampus y por correo electrónico o SMS.',
      denied:
        'Las notificaciones de Kampus están bloqueadas en este navegador. Permítalas en la configuración del sitio del navegador y vuelva a intentarlo.',
      failed: 'No se pudo preparar este dispositivo para las notificaciones. Inténtelo de nuevo más tarde.',
      endpoint_https: 'La dirección del servicio push debe ser una dirección https.',
      key_invalid: 'Esta no es una clave válida de una suscripción push.',
    },
  },
};
