import { access, boolean, defineResource, everyone, int, longText, ref, staff, text } from '../../resource/index.ts';

/** A course taught in a season at a school (platform spec: "Course: school, season"). */
export const courses = defineResource({
  name: 'courses',
  type: 'Course',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    code: text({ maxLength: 20 }),
    gradeLevel: ref('grade_levels', { sameSchool: true }),
    weeklyHours: int({ default: 0, min: 0, max: 60 }),
    credit: int({ min: 0, max: 100 }),
    description: longText(),
    isActive: boolean({ default: true }),
    // How the course's grades are computed (docs/gradebook.md); none: the school's default policy.
    gradingPolicy: ref('grading_policies', { sameSchool: true }),
    // The subject an exam scores it on: an exam's score in this subject is graded work of the
    // course (docs/gradebook.md, "Exams in the gradebook"). setNull on purpose: a retired subject
    // leaves the course and its grades, only no longer fed by exams.
    subject: ref('subject_branches', { onDelete: 'setNull', embed: ['title', 'code'] }),
  },
  uniques: [['season', 'code']],
  filters: ['school', 'season', 'gradeLevel', 'isActive', 'subject'],
  orderFields: ['title', 'code', 'weeklyHours'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title', 'code'],
  list: ['title', 'code', 'gradeLevel', 'season', 'weeklyHours', 'credit', 'isActive'],
  access: access(everyone, staff),
});
