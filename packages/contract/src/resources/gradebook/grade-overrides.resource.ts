import { dateTime, defineResource, familyReads, longText, ref, staff, text } from '../../resource/index.ts';

/**
 * A teacher's term grade for one student in one course of a class (issue 31, part 5;
 * docs/gradebook.md, "Term grades and overrides"): a grade on the course's scale (a band's label
 * on a letter or 1–5 scale, else a percent) and the reason, which the course grade, the report
 * and the transcript use in place of the computed grade, itself kept beside it. A class is one
 * season's, so the class names the term the grade is of. Deleting the row returns to the computed
 * grade. A family reads it once `releasedAt` has come, as a score once its assignment is released.
 */
export const gradeOverrides = defineResource({
  name: 'grade_overrides',
  type: 'GradeOverride',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    class: ref('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    // A course with an override is not deleted (409), as one with graded work is not.
    course: ref('courses', { required: true, sameSchool: true }),
    // A member of the class: the server checks it.
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    // One of the course's scale's grades: the server reads it on the scale (`readOverride`).
    overrideGrade: text({ required: true, maxLength: 10 }),
    overrideReason: longText({ required: true, maxLength: 1000, multiline: true }),
    // The school's wall time from which parents and students see it; none: not yet.
    releasedAt: dateTime(),
  },
  uniques: [['class', 'course', 'student']],
  ownVia: [{ field: 'student' }],
  teacherVia: [{ field: 'class' }],
  familyRelease: { field: 'releasedAt' },
  filters: ['school', 'class', 'course', 'student'],
  orderFields: ['releasedAt'],
  list: ['student', 'class', 'course', 'overrideGrade', 'overrideReason', 'releasedAt'],
  labelFields: ['student', 'course'],
  access: {
    list: familyReads,
    read: familyReads,
    create: [...staff, 'teacher:own'],
    update: [...staff, 'teacher:own'],
    delete: [...staff, 'teacher:own'],
  },
});
