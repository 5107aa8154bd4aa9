import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { staff_duties: 'Funciones del personal' },
  fields: { duty: 'Función' },
  menu: { staff_duties: 'Funciones' },
  ui: {
    values: {
      nurse: 'Enfermería',
      counsellor: 'Orientador/a',
      guidance_lead: 'Responsable de orientación',
      librarian: 'Bibliotecario/a',
      warden: 'Celador/a',
      transport_escort: 'Acompañante de transporte',
      health_designate: 'Personal de salud designado',
    },
  },
};
