import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { school_holidays: 'Días festivos' },
  resources: { school_holidays: 'Días festivos' },
  fields: { firstDay: 'Primer día', lastDay: 'Último día (incluido)' },
  ui: {
    school_holidays: {
      outside_season: 'Un día festivo debe estar dentro del curso, del {{start}} al {{end}}.',
      day_off: 'Día festivo',
      no_cover: 'Este día es festivo en la escuela: no hay ninguna clase que cubrir.',
    },
  },
};
