import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { batches: 'Grupos', class_batches: 'Grupos de clase' },
  fields: { electiveOffer: 'Optativa', electiveSection: 'Sección', courseId: 'Curso', batchId: 'Grupo' },
  menu: { batches: 'Grupos' },
};
