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
    cardShows: 'ما تعرضه الشهادة من دفتر الدرجات',
    reportId: 'نوع التقرير',
    text: 'النص',
    align: 'المحاذاة',
    textOrder: 'الترتيب',
  },
  menu: {
    report_types: 'أنواع التقارير',
  },
  ui: {
    values: {
      grades_and_standards: 'درجات المقررات والمعايير',
      standards_instead: 'المعايير بدلًا من درجات المقررات',
      grades_only: 'درجات المقررات فقط',
    },
  },
};
