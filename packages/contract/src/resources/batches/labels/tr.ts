import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { batches: 'Gruplar', class_batches: 'Sınıf grupları' },
  fields: { electiveOffer: 'Seçmeli ders', electiveSection: 'Şube', courseId: 'Ders', batchId: 'Grup' },
  menu: { batches: 'Gruplar' },
};
