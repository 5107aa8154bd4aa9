import { access, boolean, date, defineResource, everyone, ref, staff, text } from '../../resource/index.ts';

/** A school year. `database` names the season's data set (kept for the season copy call). */
export const seasons = defineResource({
  name: 'seasons',
  type: 'Season',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true }),
    startDate: date(),
    endDate: date(),
    isDefault: boolean({ default: false }),
    database: text(),
  },
  filters: ['school', 'isDefault'],
  orderFields: ['title', 'startDate'],
  defaultOrder: { startDate: 'desc' },
  list: ['title', 'startDate', 'endDate', 'isDefault', 'school'],
  access: access(everyone, staff),
});
