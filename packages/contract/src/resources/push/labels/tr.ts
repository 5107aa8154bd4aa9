import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    push_subscriptions: 'Anlık bildirim cihazları',
  },
  fields: {
    endpoint: 'Anlık bildirim servisi adresi',
    p256dh: 'Cihazın açık anahtarı',
    auth: 'Cihazın kimlik doğrulama sırrı',
    deviceLabel: 'Cihaz',
  },
  ui: {
    push: {
      title: 'Bu cihazda bildirimler',
      intro: 'Bildirimlerinizi Kampus kapalıyken bile bu telefonda ya da bilgisayarda alın.',
      by_push: 'Anlık bildirim ile, açtığınız cihazlarda',
      turn_on: 'Bu cihazda aç',
      turn_off: 'Bu cihazda kapat',
      on: 'Bu cihaz bildirimlerinizi alıyor.',
      off: 'Bu cihaz bildirimlerinizi almıyor.',
      unsupported:
        'Bu tarayıcı anlık bildirim alamıyor. iPhone veya iPad’de önce Kampus’u ana ekrana ekleyin, sonra oradan açın.',
      no_worker:
        'Cihaz bildirimleri, velilerin ve öğretmenlerin Kampus uygulamasıyla gelir. Bu hesap bildirimlerini Kampus’ta ve e-posta ya da SMS ile alır.',
      denied:
        'Bu tarayıcıda Kampus için bildirimler engellenmiş. Tarayıcının site ayarlarından izin verin, sonra yeniden deneyin.',
      failed: 'Bu cihaz bildirimler için ayarlanamadı. Daha sonra yeniden deneyin.',
      endpoint_https: 'Anlık bildirim servisi adresi bir https adresi olmalıdır.',
      key_invalid: 'Bu, geçerli bir anlık bildirim aboneliği anahtarı değil.',
    },
  },
};
