import { access, boolean, date, defineResource, ref, refId, staff } from '../../resource/index.ts';

/**
 * A student's enrolment in a season: the grade level and course they join, the day, whether
 * they are new or returning from the school's previous season, and the agreement they signed
 * with its signature date. One per student and season. Written by the enrolment commands
 * (`POST /api/enrollments/enroll`, `/reenroll`), which save the student, guardians, fees,
 * discounts and plan with it in one transaction; staff may correct a row afterwards.
 */
export const enrollments = defineResource({
  name: 'enrollments',
  type: 'Enrollment',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    gradeLevel: ref('grade_levels', { sameSchool: true }),
    courseId: refId('courses', { sameSchool: true }),
    enrollmentDate: date({ required: true }),
    isReturning: boolean({ default: false }),
    agreement: ref('enrollment_agreements', { sameSchool: true }),
    signatureDate: date(),
  },
  uniques: [['season', 'studentId']],
  filters: ['school', 'season', 'studentId', 'gradeLevel', 'isReturning'],
  orderFields: ['enrollmentDate'],
  defaultOrder: { enrollmentDate: 'desc' },
  list: ['studentId', 'gradeLevel', 'courseId', 'enrollmentDate', 'isReturning', 'agreement'],
  access: access(staff, staff),
});
