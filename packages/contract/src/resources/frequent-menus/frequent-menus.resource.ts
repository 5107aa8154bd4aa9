import { access, defineResource, everyone, int, ref, refId } from '../../resource/index.ts';

/** How often a user opened a menu entry; drives the "frequent" shortcuts. */
export const frequentMenus = defineResource({
  name: 'frequent_menus',
  type: 'FrequentMenu',
  scope: 'user',
  userField: 'user',
  fields: {
    user: ref('users', { required: true, onDelete: 'cascade' }),
    menuId: refId('menus', { required: true, onDelete: 'cascade' }),
    count: int({ default: 1, min: 0 }),
  },
  filters: ['user', 'menuId'],
  orderFields: ['count'],
  defaultOrder: { count: 'desc' },
  list: ['menuId', 'count'],
  access: access(everyone, everyone),
});
