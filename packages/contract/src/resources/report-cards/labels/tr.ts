import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { report_cards: 'Karneler', report_card_releases: 'Yayımlanan karneler' },
  resources: { report_card_releases: 'Yayımlanan karneler' },
  fields: { reportType: 'Karne türü' },
  ui: {
    report_cards: {
      released_at: 'Yayımlandı',
      release: 'Ailelere yayımla',
      released: '{{class}} ailelerine yayımlandı: bilgilendirildiler, her aile kendi çocuğunun karnesini indirebilir.',
      family_heading: 'Karneler',
      family_card: '{{report}}: {{term}}',
      family_released: '{{class}} · {{date}} tarihinde yayımlandı',
      download: 'Karneyi indir',
      none: 'Henüz yayımlanmış karne yok.',
      notify_subject: '{{student}} karnesi: {{term}}',
      notify_body: '{{school}}, {{student}} için {{term}} karnesini yayımladı. Notlar sayfasından indirebilirsiniz.',
    },
  },
};
