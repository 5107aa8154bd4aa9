import {
  boolean,
  dateTime,
  defineResource,
  familyReads,
  json,
  longText,
  own,
  ref,
  staff,
} from '../../resource/index.ts';

/** The most files one hand-in carries, and the largest each may be (the server refuses more). */
export const SUBMISSION_MAX_FILES = 3;
export const SUBMISSION_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The formats a hand-in's file may be in, read from its bytes (never its name): documents and pictures. */
export const SUBMISSION_FILE_TYPES = ['pdf', 'png', 'jpg', 'gif', 'webp', 'docx', 'xlsx', 'pptx', 'odt'] as const;

/** One file of a hand-in as `attachments` lists it: `id` names it in its download path. */
export interface SubmissionFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/**
 * A student's hand-in of one assignment (issue 31, item 3; docs/gradebook.md, "Hand-in"): their
 * text and files, one row per assignment and student. Handing in again replaces the text and
 * keeps the row (the audit trail keeps what was there). `submittedAt` and `late` are the
 * server's: the school's wall time of the last hand-in, and whether it came after the due date.
 * A student writes only their own, for an assignment of their class; a parent reads their
 * child's; a teacher those of the classes they teach (through the assignment); staff every one.
 */
export const assignmentSubmissions = defineResource({
  name: 'assignment_submissions',
  type: 'AssignmentSubmission',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    assignment: ref('assignments', { required: true, onDelete: 'cascade', sameSchool: true }),
    // The caller themself (a student's own grant), a member of the assignment's class: the server checks it.
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    answerText: longText({ maxLength: 10000, multiline: true }),
    submittedAt: dateTime({ readOnly: true }),
    late: boolean({ readOnly: true, default: false }),
    // `SubmissionFile[]`, written by the upload action only; the bytes are served through this row.
    attachments: json({ readOnly: true }),
  },
  uniques: [['assignment', 'student']],
  ownVia: [{ field: 'student' }],
  teacherVia: [{ field: 'assignment' }],
  filters: ['school', 'assignment', 'student', 'late'],
  orderFields: ['submittedAt'],
  defaultOrder: { submittedAt: 'desc' },
  list: ['assignment', 'student', 'submittedAt', 'late'],
  labelFields: ['student', 'assignment'],
  readOnlyScreens: true,
  access: {
    list: familyReads,
    read: familyReads,
    // Handing in is the student's own act; staff may remove a hand-in, nobody writes another's.
    create: own('student'),
    update: own('student'),
    delete: staff,
  },
});
