import { access, boolean, defineResource, everyone, int, ref, staff, text } from '../../resource/index.ts';

export const gradeLevels = defineResource({
  name: 'grade_levels',
  type: 'GradeLevel',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    levelOrder: int({ default: 0, min: 0, max: 1000 }),
    active: boolean({ default: true }),
  },
  filters: ['school', 'active'],
  orderFields: ['levelOrder', 'title'],
  defaultOrder: { levelOrder: 'asc' },
  searchFields: ['title'],
  list: ['title', 'levelOrder', 'active'],
  access: access(everyone, staff),
});
