import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { online_classes: 'Online-Unterricht', online_class_attendances: 'Teilnahme am Online-Unterricht' },
  fields: {
    startsAt: 'Beginnt um',
    duration: 'Dauer (Minuten)',
    onlineClass: 'Online-Unterricht',
    role: 'Rolle',
    joinedAt: 'Beigetreten um',
  },
};
