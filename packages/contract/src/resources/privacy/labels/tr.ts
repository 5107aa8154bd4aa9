import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The privacy module's labels in Turkish. */
export const labels: Translated<typeof en> = {
  menu: {
    retention_runs: 'İmha kaydı',
  },
  ui: {
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
      rule_text: '{{from}} itibarıyla {{period}}',
    },
  },
};
