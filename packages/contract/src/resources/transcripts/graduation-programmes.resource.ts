import { access, defineResource, everyone, ref, staff, text } from '../../resource/index.ts';

/**
 * A programme a student follows to graduate (issue 31, part 5): a track such as "Science" or "IB
 * Diploma", whose own requirements add to the school's common ones. Everyone of the school reads
 * them (a family's progress names the requirements); staff set them.
 */
export const graduationProgrammes = defineResource({
  name: 'graduation_programmes',
  type: 'GraduationProgramme',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
  },
  uniques: [['school', 'title']],
  filters: ['school'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title'],
  labelField: 'title',
  access: access(everyone, staff),
});
