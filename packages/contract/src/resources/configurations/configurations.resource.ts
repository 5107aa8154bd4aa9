import { configurationKeys } from '../../constants.ts';
import { access, defineResource, enumOf, longText, ref, staff, staffAndTeachers } from '../../resource/index.ts';

/** A school's settings as key/value pairs (platform spec section 3). */
export const configurations = defineResource({
  name: 'configurations',
  type: 'Configuration',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    key: enumOf(configurationKeys, { required: true }),
    value: longText(),
  },
  uniques: [['school', 'key']],
  filters: ['school', 'key'],
  orderFields: ['key'],
  defaultOrder: { key: 'asc' },
  list: ['key', 'value', 'school'],
  access: access(staffAndTeachers, staff),
});
