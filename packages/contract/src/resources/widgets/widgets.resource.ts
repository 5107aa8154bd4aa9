import { access, defineResource, everyone, ref, staff, text } from '../../resource/index.ts';

/** A throwaway resource, to count the files a plain resource touches. */
export const widgets = defineResource({
  name: 'widgets',
  type: 'Widget',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    widgetColour: text({ maxLength: 20 }),
  },
  filters: ['school'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'widgetColour'],
  access: access(everyone, staff),
});
