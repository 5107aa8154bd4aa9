import { defineLabels } from '../define-module.ts';

/** Community service (CIP), in the five languages. */
export const cipLabels = defineLabels(
  {
    resources: { cip_seasons: 'CIP seasons', cip_activities: 'CIP activities', cip_participants: 'CIP participants' },
    fields: {
      requiredHours: 'Required hours',
      cipSeason: 'CIP season',
      activityDate: 'Activity date',
      hours: 'Hours',
      place: 'Place',
      activity: 'Activity',
    },
  },
  {
    ar: {
      resources: {
        cip_seasons: 'مواسم خدمة المجتمع',
        cip_activities: 'أنشطة خدمة المجتمع',
        cip_participants: 'المشاركون في خدمة المجتمع',
      },
      fields: {
        requiredHours: 'الساعات المطلوبة',
        cipSeason: 'موسم خدمة المجتمع',
        activityDate: 'تاريخ النشاط',
        hours: 'الساعات',
        place: 'المكان',
        activity: 'النشاط',
      },
    },
    de: {
      resources: {
        cip_seasons: 'CIP-Zeiträume',
        cip_activities: 'CIP-Aktivitäten',
        cip_participants: 'CIP-Teilnehmende',
      },
      fields: {
        requiredHours: 'Geforderte Stunden',
        cipSeason: 'CIP-Zeitraum',
        activityDate: 'Datum der Aktivität',
        hours: 'Stunden',
        place: 'Ort',
        activity: 'Aktivität',
      },
    },
    es: {
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
    },
    tr: {
      resources: {
        cip_seasons: 'Toplum hizmeti dönemleri',
        cip_activities: 'Toplum hizmeti etkinlikleri',
        cip_participants: 'Toplum hizmeti katılımcıları',
      },
      fields: {
        requiredHours: 'Gereken saat',
        cipSeason: 'Toplum hizmeti dönemi',
        activityDate: 'Etkinlik tarihi',
        hours: 'Saat',
        place: 'Yer',
        activity: 'Etkinlik',
      },
    },
  },
);
