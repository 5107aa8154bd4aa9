import { menuTypes } from '../../constants.ts';
import { boolean, defineResource, enumOf, globalAccess, int, ref, text } from '../../resource/index.ts';

/** The template menus every school's menus are synced from. */
export const globalMenus = defineResource({
  name: 'global_menus',
  type: 'GlobalMenu',
  scope: 'global',
  fields: {
    type: enumOf(menuTypes, { required: true }),
    parent: ref('global_menus', { onDelete: 'cascade' }),
    title: text({ required: true }),
    url: text(),
    icon: text(),
    position: int({ default: 0 }),
    isActive: boolean({ default: true }),
  },
  filters: ['type', 'parent', 'isActive'],
  orderFields: ['position', 'title'],
  defaultOrder: { position: 'asc' },
  searchFields: ['title', 'url'],
  list: ['title', 'type', 'url', 'position', 'parent'],
  access: globalAccess,
});
