import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
