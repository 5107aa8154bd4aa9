import { access, defineResource, familyReads, ref, refId, staff, staffAndTeachers } from '../../resource/index.ts';

/**
 * A student in a class for a grading term: what a schedule's `classId.students` lists (each
 * with its term and student), and what the teacher's attendance pop-up matches against the
 * current grading term.
 */
export const classStudents = defineResource({
  name: 'class_students',
  type: 'ClassStudent',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    term: ref('grading_terms', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  uniques: [['classId', 'student', 'term']],
  ownVia: [{ field: 'student' }],
  filters: ['school', 'classId', 'student', 'term'],
  list: ['classId', 'student', 'term'],
  access: {
    ...access(staffAndTeachers, staff),
    list: familyReads,
    read: familyReads,
  },
});
