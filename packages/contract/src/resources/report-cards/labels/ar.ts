import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { report_cards: 'بطاقات التقرير', report_card_releases: 'بطاقات التقرير المنشورة' },
  resources: { report_card_releases: 'بطاقات التقرير المنشورة' },
  fields: { reportType: 'نوع التقرير' },
  ui: {
    report_cards: {
      released_at: 'تاريخ النشر',
      release: 'النشر للأسر',
      released: 'نُشرت لأسر {{class}}: أُبلغت الأسر، ويمكن لكل أسرة تنزيل بطاقة طفلها.',
      family_heading: 'بطاقات التقرير',
      family_card: '{{report}}: {{term}}',
      family_released: '{{class}} · نُشرت في {{date}}',
      download: 'تنزيل بطاقة التقرير',
      none: 'لم تُنشر أي بطاقة تقرير بعد.',
      notify_subject: 'بطاقة تقرير {{student}}: {{term}}',
      notify_body: 'نشرت {{school}} بطاقة تقرير {{student}} عن {{term}}. يمكنك تنزيلها من صفحة الدرجات.',
    },
  },
};
