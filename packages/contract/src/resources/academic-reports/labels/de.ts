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
    cardShows: 'Was das Zeugnis aus dem Notenbuch zeigt',
    reportId: 'Berichtsart',
    text: 'Text',
    align: 'Ausrichtung des Textes',
    textOrder: 'Reihenfolge',
  },
  menu: {
    report_types: 'Berichtsarten',
  },
  ui: {
    values: {
      grades_and_standards: 'Kursnoten und Standards',
      standards_instead: 'Standards statt Kursnoten',
      grades_only: 'Nur Kursnoten',
    },
  },
};
