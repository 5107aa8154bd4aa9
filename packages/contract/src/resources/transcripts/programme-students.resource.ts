import { access, defineResource, ref, staff } from '../../resource/index.ts';

/**
 * Which programme a student follows (one at a time): the requirements of that programme count for
 * them beside the school's common ones. Staff place students; a family's progress reads the
 * placement through the student (as the system), so it is not a family's list.
 */
export const programmeStudents = defineResource({
  name: 'programme_students',
  type: 'ProgrammeStudent',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    programme: ref('graduation_programmes', {
      required: true,
      onDelete: 'cascade',
      sameSchool: true,
      embed: ['title'],
    }),
    student: ref('students', {
      required: true,
      onDelete: 'cascade',
      sameSchool: true,
      embed: ['name', 'lastName'],
    }),
  },
  uniques: [['student']],
  filters: ['school', 'programme', 'student'],
  list: ['student', 'programme'],
  access: access(staff, staff),
});
