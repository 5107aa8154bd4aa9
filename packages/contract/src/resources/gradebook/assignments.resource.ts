import {
  date,
  dateTime,
  decimal,
  defineResource,
  enumOf,
  familyReads,
  int,
  longText,
  ref,
  staff,
  text,
} from '../../resource/index.ts';

/** What a piece of graded work is. */
export const ASSIGNMENT_KINDS = ['homework', 'quiz', 'project', 'exam'] as const;

/** A score's state: points given, excused (never counts), or not handed in (the policy's missing rule). */
export const SCORE_STATUSES = ['scored', 'excused', 'missing'] as const;

/** Who writes graded work and its scores: staff, and a teacher for the classes they teach (`teacherVia`). */
const staffAndOwnTeachers = [...staff, 'teacher:own'] as const;

/**
 * A piece of graded work a class does for a course (issue 31, part 2; docs/gradebook.md): out of
 * `maxPoints`, in a category of the policy the course uses. A family reads the assignments of
 * their child's class; a teacher reads and writes those of the classes they teach (homeroom or a
 * lesson in it: the class's own `teacherVia`), staff every one of their schools. The scores reach
 * a family only once `releasedAt` has come (`assignment_scores`).
 */
export const assignments = defineResource({
  name: 'assignments',
  type: 'Assignment',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    class: ref('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    // A course or category with graded work is not deleted (409): the grades would change silently.
    course: ref('courses', { required: true, sameSchool: true }),
    // Of the policy the course uses (its own, else the school's default): the server checks it.
    gradingCategory: ref('grading_categories', { sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    kind: enumOf(ASSIGNMENT_KINDS, { required: true, default: 'homework' }),
    dueDate: date(),
    // Exact, as every score is read (never a float): at most two places, more than zero.
    maxPoints: decimal({ required: true, precision: 7, scale: 2, min: 0.01, max: 10000 }),
    // The school's wall time from which parents and students see the scores; none: not yet.
    releasedAt: dateTime(),
    description: longText({ maxLength: 5000, multiline: true }),
    // The exam whose results are this work's scores (docs/gradebook.md, "Exams in the gradebook"):
    // written by the exam's score grid and optic import only, never typed twice; the exam's
    // deletion takes its work with it.
    exam: ref('exams', { onDelete: 'cascade', sameSchool: true, readOnly: true }),
    // The graded homework this work is (docs/gradebook.md, "Homework in the gradebook"): its title,
    // dates and points are the homework's; its scores are typed in the grid.
    homework: ref('homeworks', { onDelete: 'cascade', sameSchool: true, readOnly: true }),
  },
  ownVia: [{ field: 'class' }],
  teacherVia: [{ field: 'class' }],
  filters: ['school', 'class', 'course', 'gradingCategory', 'kind', 'dueDate', 'exam', 'homework'],
  orderFields: ['dueDate', 'title', 'releasedAt'],
  defaultOrder: { dueDate: 'desc' },
  searchFields: ['title'],
  list: ['title', 'class', 'course', 'gradingCategory', 'kind', 'dueDate', 'maxPoints', 'releasedAt'],
  labelField: 'title',
  access: {
    list: familyReads,
    read: familyReads,
    create: staffAndOwnTeachers,
    update: staffAndOwnTeachers,
    delete: staffAndOwnTeachers,
  },
});

/**
 * One student's score on one assignment: points out of the assignment's maximum, or excused, or
 * missing. A parent reads their children's, a student their own, and only once the assignment is
 * released (`familyRelease`: on every read path, in SQL); a teacher those of their assignments.
 */
export const assignmentScores = defineResource({
  name: 'assignment_scores',
  type: 'AssignmentScore',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    assignment: ref('assignments', { required: true, onDelete: 'cascade', sameSchool: true }),
    // A member of the assignment's class: the server checks it.
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    scoreStatus: enumOf(SCORE_STATUSES, { required: true, default: 'scored' }),
    // Required when scored, none otherwise; at most the assignment's maximum (the server checks both).
    points: decimal({ precision: 7, scale: 2, min: 0, max: 10000 }),
    daysLate: int({ min: 0, max: 365 }),
    comment: longText({ maxLength: 1000, multiline: true }),
  },
  uniques: [['assignment', 'student']],
  bulk: true,
  ownVia: [{ field: 'student' }],
  teacherVia: [{ field: 'assignment' }],
  familyRelease: { via: 'assignment', field: 'releasedAt' },
  filters: ['school', 'assignment', 'student', 'scoreStatus'],
  orderFields: ['points', 'daysLate'],
  list: ['assignment', 'student', 'scoreStatus', 'points', 'daysLate'],
  labelFields: ['student', 'assignment'],
  access: {
    list: familyReads,
    read: familyReads,
    create: staffAndOwnTeachers,
    update: staffAndOwnTeachers,
    delete: staffAndOwnTeachers,
  },
});
