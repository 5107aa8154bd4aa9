import { date, defineResource, longText, own, ref, staff } from '../../resource/index.ts';

/**
 * A person's request that their personal data be deleted (platform spec, account page). Staff of
 * the school read them; everyone may file one for themself and read their own.
 */
export const deletePersonalDataRequests = defineResource({
  name: 'delete_personal_data_requests',
  type: 'DeletePersonalDataRequest',
  scope: 'school',
  ownField: 'user',
  fields: {
    requestText: longText({ required: true, maxLength: 5000 }),
    requestedDate: date({ required: true }),
    user: ref('users', { required: true, onDelete: 'cascade' }),
    school: ref('schools', { required: true, onDelete: 'cascade' }),
  },
  filters: ['school', 'user'],
  orderFields: ['requestedDate'],
  defaultOrder: { requestedDate: 'desc' },
  list: ['requestedDate', 'user', 'requestText', 'school'],
  labelField: 'requestText',
  access: {
    list: [...staff, ...own('teacher', 'parent', 'student')],
    read: [...staff, ...own('teacher', 'parent', 'student')],
    create: [...staff, ...own('teacher', 'parent', 'student')],
    update: staff,
    delete: staff,
  },
});
