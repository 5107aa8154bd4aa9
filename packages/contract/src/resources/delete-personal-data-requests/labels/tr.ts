import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'Kişisel veri silme talepleri',
  },
  fields: {
    requestText: 'Talep',
    requestedDate: 'Talep tarihi',
  },
};
