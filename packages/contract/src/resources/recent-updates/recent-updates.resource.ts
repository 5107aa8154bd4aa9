import { boolean, date, defineResource, globalAccess, longText, text } from '../../resource/index.ts';

/** Product news shown on every dashboard (`?isActive=true`), kept by superadmins. */
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
  access: globalAccess,
});
