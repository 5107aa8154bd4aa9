import { defineResource, own, ref, staff, text } from '../../resource/index.ts';

/**
 * A file or folder of a school's file manager shared with one person: parents and students see
 * in the file manager only what such a record names (a folder: everything in it). `path` is the
 * entry's id in the file manager (`reports/term-1.pdf`, `letters/` for a folder). Staff share and
 * unshare; the person the record names reads it.
 */
export const fileShares = defineResource({
  name: 'file_shares',
  type: 'FileShare',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    path: text({ required: true, maxLength: 400 }),
    user: ref('users', { required: true, onDelete: 'cascade' }),
  },
  uniques: [['school', 'path', 'user']],
  ownField: 'user',
  filters: ['school', 'path', 'user'],
  orderFields: ['path'],
  defaultOrder: { path: 'asc' },
  searchFields: ['path'],
  list: ['path', 'user'],
  labelField: 'path',
  access: {
    list: [...staff, ...own('teacher', 'parent', 'student')],
    read: [...staff, ...own('teacher', 'parent', 'student')],
    create: staff,
    update: staff,
    delete: staff,
  },
});
