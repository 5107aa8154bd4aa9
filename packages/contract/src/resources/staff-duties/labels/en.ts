import type { LabelSection } from '../../define-module.ts';

export const labels = {
  resources: { staff_duties: 'Staff duties' },
  fields: { duty: 'Duty' },
  menu: { staff_duties: 'Duties' },
  ui: {
    values: {
      nurse: 'Nurse',
      counsellor: 'Counsellor',
      guidance_lead: 'Guidance lead',
      librarian: 'Librarian',
      warden: 'Warden',
      transport_escort: 'Transport escort',
      health_designate: 'Designated health staff',
    },
  },
} satisfies LabelSection;
