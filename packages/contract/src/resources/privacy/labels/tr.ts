import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    disclosures: 'Aktarım kaydı',
    consents: 'Açık rızalar',
  },
  fields: {
    clientKind: 'Alıcı türü',
    client: 'Alıcı',
    route: 'Yol',
    recordCount: 'Kayıt sayısı',
    studentIds: 'Öğrenciler',
    consentKind: 'Rıza konusu',
    given: 'Verildi',
    textVersion: 'Metin sürümü',
    givenBy: 'Veren',
  },
  menu: {
    disclosures: 'Aktarım kaydı',
    consents: 'Açık rızalar',
  },
  ui: {
    values: {
      api_key: 'API anahtarı',
      oneroster: 'OneRoster',
      lti: 'LTI aracı',
      partner: 'İş ortağı',
      photo_publication: 'Fotoğraf yayımlama',
      notification_email: 'E-posta bildirimleri',
      notification_sms: 'SMS bildirimleri',
      notification_push: 'Anlık bildirimler',
      marketing: 'Pazarlama',
    },
    privacy: {
      title: 'Açık rızalar',
      intro:
        'Okulun neleri yapmasına izin verdiğiniz. Bir rızayı dilediğiniz zaman geri alabilirsiniz; o andan itibaren geçerlidir.',
      self: 'Benim için',
      saved: 'Tercihiniz kaydedildi.',
    },
  },
};
