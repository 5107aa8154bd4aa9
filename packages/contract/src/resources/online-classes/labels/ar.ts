import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { online_classes: 'الفصول الافتراضية', online_class_attendances: 'حضور الفصل الافتراضي' },
  fields: {
    startsAt: 'يبدأ في',
    duration: 'المدة (بالدقائق)',
    onlineClass: 'الفصل الافتراضي',
    role: 'الدور',
    joinedAt: 'وقت الانضمام',
  },
};
