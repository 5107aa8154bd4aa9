import { defineResource, globalAccess, text } from '../../resource/index.ts';

export const bloodGroups = defineResource({
  name: 'blood_groups',
  type: 'BloodGroup',
  scope: 'global',
  fields: { title: text({ required: true, unique: true, maxLength: 10 }) },
  orderFields: ['title'],
  defaultOrder: { id: 'asc' },
  list: ['title'],
  access: globalAccess,
});
