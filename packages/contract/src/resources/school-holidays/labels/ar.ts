import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { school_holidays: 'العطل المدرسية' },
  resources: { school_holidays: 'العطل المدرسية' },
  fields: { firstDay: 'اليوم الأول', lastDay: 'اليوم الأخير (ضمنًا)' },
  ui: {
    school_holidays: {
      outside_season: 'يجب أن يقع يوم العطلة داخل الموسم الدراسي، من {{start}} إلى {{end}}.',
      day_off: 'عطلة',
      no_cover: 'هذا اليوم عطلة مدرسية: لا توجد حصة تحتاج إلى بديل.',
    },
  },
};
