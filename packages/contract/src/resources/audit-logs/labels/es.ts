import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    audit_logs: 'Registro de auditoría',
  },
  menu: {
    audit_logs: 'Registro de auditoría',
  },
  fields: {
    resource: 'Recurso',
    recordId: 'Registro',
    action: 'Acción',
    impersonator: 'Suplantado por',
    ip: 'Dirección IP',
    requestId: 'ID de solicitud',
    at: 'Fecha y hora',
    before: 'Antes',
    after: 'Después',
    changed: 'Campos modificados',
  },
};
