import { defineResource, longText, ref, staff, staffAndTeachers, text } from '../../resource/index.ts';

/**
 * A learning standard (outcome) of a subject and grade level (issue 31, part 4; docs/gradebook.md,
 * "Standards-based grading"): a school's code ("MAT.9.2") and what the student can do. Staff write
 * them (one by one or imported from CSV, `POST /api/learning_standards/import`); teachers read them
 * to align their work. Kept across seasons: a standard is the school's, not a year's.
 */
export const learningStandards = defineResource({
  name: 'learning_standards',
  type: 'LearningStandard',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    subject: ref('subject_branches', { onDelete: 'restrict' }),
    gradeLevel: ref('grade_levels', { sameSchool: true }),
    code: text({ required: true, maxLength: 40 }),
    description: longText({ required: true, maxLength: 2000, multiline: true }),
  },
  uniques: [['school', 'code']],
  filters: ['school', 'subject', 'gradeLevel'],
  orderFields: ['code'],
  defaultOrder: { code: 'asc' },
  searchFields: ['code', 'description'],
  list: ['code', 'description', 'subject', 'gradeLevel'],
  labelField: 'code',
  access: {
    list: staffAndTeachers,
    read: staffAndTeachers,
    create: staff,
    update: staff,
    delete: staff,
  },
});

const staffAndOwnTeachers = [...staff, 'teacher:own'] as const;

/**
 * A piece of graded work aligned to a standard: its scores are the evidence of the standard
 * (`GET /api/classes/{id}/standards`). The teacher of the work's class aligns it, or staff.
 */
export const assignmentStandards = defineResource({
  name: 'assignment_standards',
  type: 'AssignmentStandard',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    assignment: ref('assignments', { required: true, onDelete: 'cascade', sameSchool: true }),
    standard: ref('learning_standards', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  uniques: [['assignment', 'standard']],
  teacherVia: [{ field: 'assignment' }],
  filters: ['school', 'assignment', 'standard'],
  list: ['assignment', 'standard'],
  labelFields: ['assignment', 'standard'],
  access: {
    list: [...staff, 'teacher:own'],
    read: [...staff, 'teacher:own'],
    create: staffAndOwnTeachers,
    update: staffAndOwnTeachers,
    delete: staffAndOwnTeachers,
  },
});
