import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: { school_holidays: 'School holidays' },
  resources: { school_holidays: 'School holidays' },
  fields: { firstDay: 'First day', lastDay: 'Last day (included)' },
  ui: {
    school_holidays: {
      outside_season: 'A day off must be inside the season, from {{start}} to {{end}}.',
      day_off: 'Day off',
      no_cover: 'This day is a school holiday: there is no lesson to cover.',
    },
  },
} satisfies LabelSection;
