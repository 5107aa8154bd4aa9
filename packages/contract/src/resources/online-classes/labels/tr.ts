import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { online_classes: 'Canlı dersler', online_class_attendances: 'Canlı ders katılımı' },
  fields: {
    startsAt: 'Başlangıç',
    duration: 'Süre (dakika)',
    onlineClass: 'Canlı ders',
    role: 'Rol',
    joinedAt: 'Katılma zamanı',
  },
};
