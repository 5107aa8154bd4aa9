import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    cip_seasons: 'Temporadas de servicio comunitario',
    cip_activities: 'Actividades de servicio comunitario',
    cip_participants: 'Participantes del servicio comunitario',
  },
  fields: {
    requiredHours: 'Horas requeridas',
    cipSeason: 'Temporada de servicio',
    activityDate: 'Fecha de la actividad',
    hours: 'Horas',
    place: 'Lugar',
    activity: 'Actividad',
  },
};
