import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    impersonate_logs: 'Registros de suplantación',
  },
  fields: {
    impersonateUser: 'Usuario suplantado',
    impersonatorName: 'Suplantado por',
    impersonatedName: 'Usuario suplantado',
    reason: 'Motivo',
    limitMinutes: 'Límite de tiempo (minutos)',
  },
  menu: {
    impersonate_log: 'Registro de suplantaciones',
  },
};
