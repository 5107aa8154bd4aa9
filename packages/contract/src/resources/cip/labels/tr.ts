import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
