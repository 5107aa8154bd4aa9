import { access, boolean, dateTime, defineResource, longText, ref, staff, text } from '../../resource/index.ts';

/**
 * A season's data store (platform spec, "Databases"). All seasons share one PostgreSQL database
 * and every season-bound row carries its season, so "creating" a season's database means preparing
 * the season inside it: a background job gives it grading terms and copies the school's setup
 * from the previous default season, then sets `isCreated` (docs/seasons.md).
 */
export const databases = defineResource({
  name: 'databases',
  type: 'Database',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true, unique: true }),
    /** The season's data set name (the season's `database`); made from the season when left out. */
    name: text({ maxLength: 63 }),
    isCreated: boolean({ default: false, readOnly: true }),
    provisionedAt: dateTime({ readOnly: true }),
    lastError: longText({ readOnly: true }),
  },
  filters: ['school', 'isCreated', 'season'],
  orderFields: ['name'],
  defaultOrder: { id: 'asc' },
  list: ['name', 'season', 'isCreated', 'provisionedAt'],
  labelField: 'name',
  access: access(staff, staff),
});
