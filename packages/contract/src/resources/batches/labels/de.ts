import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { batches: 'Kursgruppen', class_batches: 'Kursgruppen der Klassen' },
  fields: { electiveOffer: 'Wahlfach', electiveSection: 'Abschnitt', courseId: 'Kurs', batchId: 'Kursgruppe' },
  menu: { batches: 'Kursgruppen' },
};
