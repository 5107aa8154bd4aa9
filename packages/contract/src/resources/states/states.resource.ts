import { defineResource, globalAccess, ref, text } from '../../resource/index.ts';

export const states = defineResource({
  name: 'states',
  type: 'State',
  scope: 'global',
  fields: {
    name: text({ required: true }),
    country: ref('countries', { required: true, onDelete: 'cascade' }),
    code: text({ maxLength: 10 }),
  },
  filters: ['country'],
  orderFields: ['name'],
  defaultOrder: { name: 'asc' },
  searchFields: ['name'],
  list: ['name', 'code', 'country'],
  access: globalAccess,
});
