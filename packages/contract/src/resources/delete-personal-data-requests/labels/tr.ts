import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'Kişisel veri silme talepleri',
  },
  fields: {
    requestText: 'Talep',
    requestKind: 'Talep türü',
    requestStatus: 'Talep durumu',
    requestedDate: 'Talep tarihi',
    answeredDate: 'Yanıt tarihi',
    answer: 'Yanıt',
    handledBy: 'İlgilenen',
  },
  menu: {
    privacy_requests: 'İlgili kişi başvuruları',
  },
  ui: {
    values: {
      privacy_request: 'İlgili kişi başvurusu',
      access: 'Erişim',
      correction: 'Düzeltme',
      erasure: 'Silme',
      objection: 'İtiraz',
      received: 'Alındı',
      in_progress: 'İşlemde',
      answered: 'Yanıtlandı',
      refused: 'Reddedildi',
    },
  },
};
