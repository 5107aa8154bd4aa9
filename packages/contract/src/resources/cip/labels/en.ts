import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { cip_seasons: 'CIP seasons', cip_activities: 'CIP activities', cip_participants: 'CIP participants' },
  fields: {
    requiredHours: 'Required hours',
    cipSeason: 'CIP season',
    activityDate: 'Activity date',
    hours: 'Hours',
    place: 'Place',
    activity: 'Activity',
  },
} satisfies LabelSection;
