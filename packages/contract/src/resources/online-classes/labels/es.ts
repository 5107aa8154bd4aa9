import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { online_classes: 'Clases en línea', online_class_attendances: 'Asistencia a clases en línea' },
  fields: {
    startsAt: 'Empieza a las',
    duration: 'Duración (minutos)',
    onlineClass: 'Clase en línea',
    role: 'Rol',
    joinedAt: 'Se unió a las',
  },
};
