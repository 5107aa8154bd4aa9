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
    retention_runs: 'İmha kaydı',
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
    retention: {
      intro:
        'Saklama zamanlayıcısı her ay, veri envanterinde belirtilen süresi dolan kişisel verileri siler veya anonim hâle getirir ve bunun kaydını üç yıl saklar. Yasal bir engel altındaki kayıtlar (yanıtlanmamış bir ilgili kişi başvurusu, ödenmemiş bir bakiye) saklanır ve sayılır.',
      dry_run: 'Deneme çalıştırması',
      dry_run_title: 'Şimdi çalışsa ne yapardı',
      nothing_due: 'Süresi dolan veri yok.',
      no_runs: 'Henüz çalıştırma yok.',
      schedule: 'Zamanlayıcı',
      manual: 'Bir süper yönetici',
      running: 'Sürüyor',
      done: 'Tamamlandı',
      resource: 'Kayıtlar',
      rule: 'Kural',
      method: 'Yöntem',
      count: 'Satır',
      held: 'Saklanan',
      ids: 'Kimlikler',
      destroy: 'Silindi',
      anonymise: 'Anonimleştirildi',
      refused: 'Reddedildi',
      held_method: 'Saklandı (yasal engel)',
      from_creation: 'oluşturulmasından',
      from_season_end: 'sezonunun bitişinden',
      from_student_leaving: 'öğrencinin ayrılışından',
      from_last_update: 'son değişiklikten',
      rule_text: '{{from}} itibarıyla {{period}}',
    },
  },
};
