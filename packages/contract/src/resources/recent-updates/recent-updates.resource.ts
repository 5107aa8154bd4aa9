import { access, boolean, date, defineResource, longText, superadminOnly, text } from '../../resource/index.ts';

/**
 * Release notes of the product (`?isActive=true`), kept by superadmins and shown on their home
 * page: news of the software is the operator's, not a school's (issue 27). Headquarters staff,
 * who have the menu entry, read them too.
 */
export const recentUpdates = defineResource({
  name: 'recent_updates',
  type: 'RecentUpdate',
  scope: 'global',
  fields: {
    title: text({ required: true, maxLength: 150 }),
    body: longText({ maxLength: 5000, multiline: true }),
    isActive: boolean({ default: true }),
    publishedAt: date({ required: true }),
  },
  filters: ['isActive'],
  orderFields: ['publishedAt', 'title'],
  defaultOrder: { publishedAt: 'desc' },
  list: ['title', 'publishedAt', 'isActive'],
  labelField: 'title',
  access: access(['headquarters'], superadminOnly),
});
