import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { mails: 'Correo' },
  fields: {
    isSender: 'Enviado por mí',
    isTo: 'Para mí',
    isCc: 'Cc para mí',
    isBcc: 'Cco para mí',
    isRead: 'Leído',
    isStarred: 'Destacado',
    isTrashed: 'En la papelera',
    isDraft: 'Borrador',
  },
};
