import { boolean, defineResource, globalAccess, text } from '../../resource/index.ts';

export const countries = defineResource({
  name: 'countries',
  type: 'Country',
  scope: 'global',
  fields: {
    country: text({ required: true }),
    code: text({ required: true, unique: true, maxLength: 2 }),
    iso3: text({ maxLength: 3 }),
    phoneCode: text({ maxLength: 20 }),
    currency: text({ maxLength: 3 }),
    isPublished: boolean({ default: true }),
  },
  filters: ['isPublished', 'code'],
  orderFields: ['country', 'code'],
  defaultOrder: { country: 'asc' },
  searchFields: ['country', 'code'],
  list: ['country', 'code', 'phoneCode', 'currency', 'isPublished'],
  access: globalAccess,
});
