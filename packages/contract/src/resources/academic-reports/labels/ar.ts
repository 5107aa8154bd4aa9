import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    report_static_texts: 'النصوص الثابتة للتقرير',
    report_types: 'أنواع التقارير',
  },
  fields: {
    reportTitle: 'عنوان التقرير',
    paperSize: 'حجم الورق',
    paperLayout: 'اتجاه الصفحة',
    fontSize: 'حجم الخط',
    paperSizeWidth: 'عرض الورق (مم)',
    paperSizeHeight: 'ارتفاع الورق (مم)',
    reportId: 'نوع التقرير',
    text: 'النص',
    align: 'المحاذاة',
    textOrder: 'الترتيب',
  },
  menu: {
    report_types: 'أنواع التقارير',
  },
};
