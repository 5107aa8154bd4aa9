import {
  access,
  date,
  dateTime,
  decimal,
  defineResource,
  email,
  enumOf,
  familyReads,
  json,
  longText,
  phone,
  ref,
  refId,
  schoolAndFamilyReads,
  staff,
  staffAndTeachers,
  text,
  time,
} from '../../resource/index.ts';

/**
 * Homework a teacher gives a class for a subject, due on a date. `attachments` (`[{name, url}]`)
 * is written by the upload action only, so a stored file and its record never disagree. A parent
 * or student reads the homework of the classes their family's students sit in; a teacher changes
 * only their own (`teacher:own`), staff everything of their schools.
 */
export const homeworks = defineResource({
  name: 'homeworks',
  type: 'Homework',
  scope: 'season',
  tenantField: 'schoolId',
  seasonField: 'season',
  fields: {
    schoolId: refId('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    description: longText({ maxLength: 5000, multiline: true }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    subject: ref('subject_branches', { required: true, onDelete: 'restrict', embed: ['title'] }),
    // setNull on purpose: when a teacher's account goes, the record stays to be given another teacher.
    teacher: ref('users', { onDelete: 'setNull', userKind: 'teacher' }),
    assignedDate: date(),
    dueDate: date({ required: true }),
    attachments: json({ readOnly: true }),
    // Points possible when the homework is graded: it is then work in the gradebook of each
    // course of its subject for its class (docs/gradebook.md, "Homework in the gradebook").
    maxPoints: decimal({ precision: 7, scale: 2, min: 0.01, max: 10000 }),
  },
  ownField: 'teacher',
  ownVia: [{ field: 'classId' }],
  // A teacher changes the homework they gave (`teacher:own` on update and delete).
  teacherVia: [{ by: 'teacher' }],
  filters: ['schoolId', 'classId', 'subject', 'teacher', 'dueDate', 'season'],
  orderFields: ['dueDate', 'title', 'assignedDate'],
  defaultOrder: { dueDate: 'desc' },
  searchFields: ['title'],
  list: ['title', 'classId', 'subject', 'teacher', 'dueDate'],
  access: {
    list: schoolAndFamilyReads,
    read: schoolAndFamilyReads,
    create: staffAndTeachers,
    update: [...staff, 'teacher:own'],
    delete: [...staff, 'teacher:own'],
  },
});

/**
 * A student's "done" on a homework: one row per homework and student, written only by the
 * mark-done action (the student themself), read by staff, teachers and the student's family.
 */
export const homeworkCompletions = defineResource({
  name: 'homework_completions',
  type: 'HomeworkCompletion',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    homework: refId('homeworks', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    doneAt: dateTime({ required: true }),
  },
  uniques: [['homework', 'student']],
  serverWritten: true,
  ownVia: [{ field: 'student' }],
  filters: ['school', 'homework', 'student'],
  orderFields: ['doneAt'],
  defaultOrder: { doneAt: 'desc' },
  list: ['homework', 'student', 'doneAt'],
  access: access(familyReads, []),
});

export const INTERVIEW_STATUSES = ['scheduled', 'done', 'accepted', 'rejected', 'waiting_list'] as const;

/** An admission interview with an applicant and their guardians: staff work, never shown to families. */
export const admissionInterviews = defineResource({
  name: 'admission_interviews',
  type: 'AdmissionInterview',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    applicantName: text({ required: true, maxLength: 100 }),
    applicantLastName: text({ required: true, maxLength: 100 }),
    guardianName: text({ maxLength: 150 }),
    guardianPhone: phone(),
    guardianEmail: email(),
    gradeLevel: ref('grade_levels', { sameSchool: true }),
    interviewDate: date({ required: true }),
    interviewTime: time({ required: true }),
    // setNull on purpose: the interview stays on record when the interviewer's account goes.
    interviewer: ref('users', { onDelete: 'setNull' }),
    interviewStatus: enumOf(INTERVIEW_STATUSES, { required: true, default: 'scheduled' }),
    interviewNotes: longText({ maxLength: 5000, multiline: true }),
  },
  filters: ['school', 'interviewStatus', 'interviewDate', 'gradeLevel', 'interviewer'],
  orderFields: ['interviewDate', 'interviewTime'],
  defaultOrder: { interviewDate: 'asc' },
  searchFields: ['applicantName', 'applicantLastName', 'guardianName'],
  list: ['applicantName', 'applicantLastName', 'gradeLevel', 'interviewDate', 'interviewTime', 'interviewStatus'],
  labelField: 'applicantLastName',
  access: access(staff, staff),
});
