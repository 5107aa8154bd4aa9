import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'Solicitudes de los interesados',
  },
  fields: {
    requestText: 'Solicitud',
    requestKind: 'Tipo de solicitud',
    requestStatus: 'Estado de la solicitud',
    requestedDate: 'Fecha de solicitud',
    answeredDate: 'Fecha de respuesta',
    answer: 'Respuesta',
    handledBy: 'Atendida por',
  },
  menu: {
    privacy_requests: 'Solicitudes de los interesados',
  },
  ui: {
    privacy_requests: {
      deadlines: 'Plazos',
      open_one: '{{count}} abierta',
      open_other: '{{count}} abiertas',
      open_many: '{{count}} abiertas',
      overdue_one: '{{count}} vencida',
      overdue_other: '{{count}} vencidas',
      overdue_many: '{{count}} vencidas',
      due_soon_one: '{{count}} vence en 7 días',
      due_soon_other: '{{count}} vencen en 7 días',
      due_soon_many: '{{count}} vencen en 7 días',
      show_all: 'Mostrar todas las solicitudes',
    },
    values: {
      privacy_request: 'Solicitud de un interesado',
      access: 'Acceso',
      correction: 'Rectificación',
      erasure: 'Supresión',
      objection: 'Oposición',
      received: 'Recibida',
      in_progress: 'En curso',
      answered: 'Respondida',
      refused: 'Denegada',
    },
  },
};
