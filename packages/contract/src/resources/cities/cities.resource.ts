import { defineResource, globalAccess, ref, text } from '../../resource/index.ts';

export const cities = defineResource({
  name: 'cities',
  type: 'City',
  scope: 'global',
  fields: {
    name: text({ required: true }),
    state: ref('states', { required: true, onDelete: 'cascade' }),
  },
  filters: ['state'],
  orderFields: ['name'],
  defaultOrder: { name: 'asc' },
  searchFields: ['name'],
  list: ['name', 'state'],
  access: globalAccess,
});
