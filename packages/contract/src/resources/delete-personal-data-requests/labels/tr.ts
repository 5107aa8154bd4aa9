import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'İlgili kişi başvuruları',
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
    privacy_requests: {
      deadlines: 'Süreler',
      open_one: '{{count}} açık',
      open_other: '{{count}} açık',
      overdue_one: '{{count}} süresi geçmiş',
      overdue_other: '{{count}} süresi geçmiş',
      due_soon_one: '{{count}} tanesinin süresi 7 gün içinde doluyor',
      due_soon_other: '{{count}} tanesinin süresi 7 gün içinde doluyor',
      show_all: 'Tüm talepleri göster',
    },
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
