import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { staff_duties: 'Personel görevleri' },
  fields: { duty: 'Görev' },
  menu: { staff_duties: 'Görevler' },
  ui: {
    values: {
      nurse: 'Hemşire',
      counsellor: 'Rehber öğretmen',
      guidance_lead: 'Rehberlik sorumlusu',
      librarian: 'Kütüphaneci',
      warden: 'Belletmen',
      transport_escort: 'Servis görevlisi',
      health_designate: 'Sağlık görevlisi',
    },
  },
};
