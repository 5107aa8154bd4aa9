import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { school_holidays: 'Tatil günleri' },
  resources: { school_holidays: 'Tatil günleri' },
  fields: { firstDay: 'İlk gün', lastDay: 'Son gün (dahil)' },
  ui: {
    school_holidays: {
      outside_season: 'Tatil günü sezonun içinde olmalıdır: {{start}} ile {{end}} arası.',
      day_off: 'Tatil',
      no_cover: 'Bu gün okul tatili: yerine girilecek ders yok.',
    },
  },
};
