import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { school_holidays: 'Schulferien und freie Tage' },
  resources: { school_holidays: 'Schulferien und freie Tage' },
  fields: { firstDay: 'Erster Tag', lastDay: 'Letzter Tag (einschließlich)' },
  ui: {
    school_holidays: {
      outside_season: 'Ein freier Tag muss im Schuljahr liegen, vom {{start}} bis zum {{end}}.',
      day_off: 'Schulfrei',
      no_cover: 'An diesem Tag ist schulfrei: Es gibt keine Stunde zu vertreten.',
    },
  },
};
