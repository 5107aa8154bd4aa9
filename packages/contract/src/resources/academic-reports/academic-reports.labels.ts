import { defineLabels } from '../define-module.ts';

/** What report_static_texts, report_types are called, in the five languages. */
export const academicReportsLabels = defineLabels(
  {
    resources: {
      report_static_texts: 'Report static texts',
      report_types: 'Report types',
    },
    fields: {
      reportTitle: 'Report title',
      paperSize: 'Paper size',
      paperLayout: 'Paper layout',
      fontSize: 'Font size',
      paperSizeWidth: 'Paper width (mm)',
      paperSizeHeight: 'Paper height (mm)',
      reportId: 'Report type',
      text: 'Text',
      align: 'Alignment',
      textOrder: 'Order',
    },
    menu: {
      report_types: 'Report types',
    },
  },
  {
    ar: {
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
    },
    de: {
      resources: {
        report_static_texts: 'Feste Berichtstexte',
        report_types: 'Berichtsarten',
      },
      fields: {
        reportTitle: 'Berichtstitel',
        paperSize: 'Papierformat',
        paperLayout: 'Ausrichtung',
        fontSize: 'Schriftgröße',
        paperSizeWidth: 'Papierbreite (mm)',
        paperSizeHeight: 'Papierhöhe (mm)',
        reportId: 'Berichtsart',
        text: 'Text',
        align: 'Ausrichtung des Textes',
        textOrder: 'Reihenfolge',
      },
      menu: {
        report_types: 'Berichtsarten',
      },
    },
    es: {
      resources: {
        report_static_texts: 'Textos fijos del informe',
        report_types: 'Tipos de informe',
      },
      fields: {
        reportTitle: 'Título del informe',
        paperSize: 'Tamaño del papel',
        paperLayout: 'Orientación',
        fontSize: 'Tamaño de letra',
        paperSizeWidth: 'Ancho del papel (mm)',
        paperSizeHeight: 'Alto del papel (mm)',
        reportId: 'Tipo de informe',
        text: 'Texto',
        align: 'Alineación',
        textOrder: 'Orden',
      },
      menu: {
        report_types: 'Tipos de informe',
      },
    },
    tr: {
      resources: {
        report_static_texts: 'Rapor sabit metinleri',
        report_types: 'Rapor türleri',
      },
      fields: {
        reportTitle: 'Rapor başlığı',
        paperSize: 'Kağıt boyutu',
        paperLayout: 'Sayfa yönü',
        fontSize: 'Yazı boyutu',
        paperSizeWidth: 'Kağıt genişliği (mm)',
        paperSizeHeight: 'Kağıt yüksekliği (mm)',
        reportId: 'Rapor türü',
        text: 'Metin',
        align: 'Hizalama',
        textOrder: 'Sıra',
      },
      menu: {
        report_types: 'Rapor türleri',
      },
    },
  },
);
