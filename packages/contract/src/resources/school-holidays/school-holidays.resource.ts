import { access, date, defineResource, everyone, ref, staff, text } from '../../resource/index.ts';

/**
 * The school's days off in a season (issue 32): a title and a first and last day, both included
 * (a one-day holiday has both the same). Staff write them; everyone of the school reads them, a
 * family too: their child's week shows the day off. What creates or expects lessons (publishing
 * a timetable, the rollover's first week, the daily cover) leaves these days out
 * (docs/timetable.md, "School holidays"). The server's hook keeps both days inside the season.
 */
export const schoolHolidays = defineResource({
  name: 'school_holidays',
  type: 'SchoolHoliday',
  scope: 'season',
  // Each year's days off are its own (movable feasts, a new term calendar), and a copy moved by a
  // year could fall outside the new season's dates: never copied to another season.
  seasonRecords: true,
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    firstDay: date({ required: true }),
    lastDay: date({ required: true }),
  },
  filters: ['school', 'season', 'firstDay', 'lastDay'],
  orderFields: ['firstDay', 'title'],
  defaultOrder: { firstDay: 'asc' },
  searchFields: ['title'],
  list: ['title', 'firstDay', 'lastDay'],
  labelField: 'title',
  access: access(everyone, staff),
});
