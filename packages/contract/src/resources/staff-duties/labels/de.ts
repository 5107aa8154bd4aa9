import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { staff_duties: 'Aufgaben des Personals' },
  fields: { duty: 'Aufgabe' },
  menu: { staff_duties: 'Aufgaben' },
  ui: {
    values: {
      nurse: 'Schulkrankenpfleger/in',
      counsellor: 'Beratungslehrkraft',
      guidance_lead: 'Leitung Beratung',
      librarian: 'Bibliothekar/in',
      warden: 'Internatsaufsicht',
      transport_escort: 'Busbegleitung',
      health_designate: 'Gesundheitsbeauftragte/r',
    },
  },
};
