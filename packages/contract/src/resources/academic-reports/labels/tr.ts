import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
    cardShows: 'Karnede not defterinden gösterilen',
    reportId: 'Rapor türü',
    text: 'Metin',
    align: 'Hizalama',
    textOrder: 'Sıra',
  },
  menu: {
    report_types: 'Rapor türleri',
  },
  ui: {
    values: {
      grades_and_standards: 'Ders notları ve kazanımlar',
      standards_instead: 'Ders notları yerine kazanımlar',
      grades_only: 'Yalnızca ders notları',
    },
  },
};
