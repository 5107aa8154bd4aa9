import { menuTypes } from '../../constants.ts';
import { access, boolean, defineResource, enumOf, everyone, int, ref, staff, text } from '../../resource/index.ts';

/** A school's side menu entry for one audience; `parent` null is a top-level entry. */
export const menus = defineResource({
  name: 'menus',
  type: 'Menu',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    type: enumOf(menuTypes, { required: true }),
    parent: ref('menus', { onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true }),
    url: text(),
    icon: text(),
    position: int({ default: 0 }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'type', 'parent', 'isActive'],
  orderFields: ['position', 'title'],
  defaultOrder: { position: 'asc' },
  searchFields: ['title', 'url'],
  list: ['title', 'type', 'url', 'position', 'parent'],
  access: access(everyone, staff),
});
