import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'Solicitudes de eliminación de datos personales',
  },
  fields: {
    requestText: 'Solicitud',
    requestedDate: 'Fecha de solicitud',
  },
};
