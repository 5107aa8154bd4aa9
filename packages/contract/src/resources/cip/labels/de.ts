import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
