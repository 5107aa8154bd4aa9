import { access, color, defineResource, ref, staff, staffAndTeachers, text } from '../../resource/index.ts';

/** A kind of lesson or class (spec: id, title, bgcolor); the spec answers its create with 200. */
export const classTypes = defineResource({
  name: 'class_types',
  type: 'ClassType',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    bgcolor: color(),
  },
  filters: ['school'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'bgcolor'],
  access: access(staffAndTeachers, staff),
});
