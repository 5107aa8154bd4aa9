import { defineResource, globalAccess, longText, text } from '../../resource/index.ts';

export const languages = defineResource({
  name: 'languages',
  type: 'Language',
  scope: 'global',
  fields: {
    title: text({ required: true }),
    localTitle: text({ required: true }),
    shortCode: text({ required: true, unique: true, maxLength: 5 }),
    longCode: text({ required: true, maxLength: 10 }),
    icon: text(),
    svgIcon: longText(),
  },
  orderFields: ['title'],
  defaultOrder: { id: 'asc' },
  list: ['title', 'localTitle', 'shortCode', 'longCode'],
  access: globalAccess,
});
