import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { batches: 'المجموعات', class_batches: 'مجموعات الفصول' },
  fields: { electiveOffer: 'المادة الاختيارية', electiveSection: 'الشعبة', courseId: 'المقرر', batchId: 'المجموعة' },
  menu: { batches: 'المجموعات' },
};
