import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { staff_duties: 'مهام الموظفين' },
  fields: { duty: 'المهمة' },
  menu: { staff_duties: 'المهام' },
  ui: {
    values: {
      nurse: 'الممرض/ة',
      counsellor: 'المرشد/ة',
      guidance_lead: 'مسؤول الإرشاد',
      librarian: 'أمين/ة المكتبة',
      warden: 'المشرف/ة على السكن',
      transport_escort: 'مرافق/ة النقل',
      health_designate: 'موظف الصحة المعيّن',
    },
  },
};
