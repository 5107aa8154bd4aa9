import {
  access,
  boolean,
  date,
  defineResource,
  enumOf,
  familyReads,
  int,
  longText,
  money,
  ref,
  refId,
  staff,
  staffAndOwnTeachers,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/** Who reads a student's own records: staff, the student's teachers and the student's family. */
const studentReads = { list: familyReads, read: familyReads };

/** A student following a course's batch. */
export const studentBatches = defineResource({
  name: 'student_batches',
  type: 'StudentBatch',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    batchId: refId('batches', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  uniques: [['studentId', 'batchId']],
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'batchId'],
  list: ['studentId', 'batchId'],
  access: { ...access(staffAndTeachers, staff), ...studentReads },
});

/** A course a student takes (spec: POST 201, PATCH 200, DELETE 204). */
export const studentCourses = defineResource({
  name: 'student_courses',
  type: 'StudentCourse',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    courseId: refId('courses', { required: true, onDelete: 'cascade', sameSchool: true }),
    startDate: date(),
    endDate: date(),
  },
  uniques: [['studentId', 'courseId']],
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'courseId'],
  orderFields: ['startDate'],
  list: ['studentId', 'courseId', 'startDate', 'endDate'],
  access: { ...access(staffAndTeachers, staff), ...studentReads },
});

/** A school's bus service and its fee (a route, a zone). */
export const schoolBusFees = defineResource({
  name: 'school_bus_fees',
  type: 'SchoolBusFee',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    amount: money({ required: true, min: 0 }),
    description: longText(),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'isActive'],
  orderFields: ['title', 'amount'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'amount', 'isActive'],
  access: {
    ...access(staff, staff),
    list: [...staffAndTeachers, 'parent', 'student'],
    read: [...staffAndTeachers, 'parent', 'student'],
  },
});

/** A student's use of a bus service, with the fee agreed for them. */
export const studentBusFees = defineResource({
  name: 'student_bus_fees',
  type: 'StudentBusFee',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    schoolBusFee: refId('school_bus_fees', { required: true, onDelete: 'cascade', sameSchool: true }),
    amount: money({ required: true, min: 0 }),
    startDate: date(),
    endDate: date(),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'schoolBusFee'],
  orderFields: ['startDate', 'amount'],
  list: ['studentId', 'schoolBusFee', 'amount', 'startDate', 'endDate'],
  access: { ...access(staff, staff), ...studentReads },
});

/**
 * A school's tag for students (spec: `{id, tag, hit, addedBy, school}`). `hit` counts the
 * students carrying it and `addedBy` is who made it: both are written by the server.
 */
export const studentTags = defineResource({
  name: 'student_tags',
  type: 'StudentTag',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    tag: text({ required: true, maxLength: 50 }),
    hit: int({ default: 0, readOnly: true }),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    addedBy: ref('users', { onDelete: 'setNull', readOnly: true }),
  },
  uniques: [['school', 'tag']],
  filters: ['school'],
  orderFields: ['tag', 'hit'],
  defaultOrder: { tag: 'asc' },
  searchFields: ['tag'],
  list: ['tag', 'hit', 'addedBy'],
  labelField: 'tag',
  access: access(staffAndTeachers, staff),
});

/** A tag put on a student; each one adds to the tag's `hit`. */
export const studentTaggings = defineResource({
  name: 'student_taggings',
  type: 'StudentTagging',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    tagId: refId('student_tags', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  uniques: [['studentId', 'tagId']],
  filters: ['school', 'studentId', 'tagId'],
  list: ['studentId', 'tagId'],
  // A teacher tags the students they teach ("needs support"); the tags themselves are the school's.
  access: access(staffAndTeachers, staffAndTeachers),
});

export const behaviourTypes = ['positive', 'negative', 'neutral'] as const;

/** A note on a student's behaviour, written by staff or a teacher; the family reads it. */
export const studentBehaviours = defineResource({
  name: 'student_behaviours',
  type: 'StudentBehaviour',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    behaviourDate: date({ required: true }),
    behaviourType: enumOf(behaviourTypes, { required: true }),
    title: text({ required: true, maxLength: 150 }),
    description: longText(),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    addedBy: ref('users', { onDelete: 'setNull', readOnly: true }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'behaviourType'],
  orderFields: ['behaviourDate', 'title'],
  defaultOrder: { behaviourDate: 'desc' },
  searchFields: ['title'],
  list: ['studentId', 'behaviourDate', 'behaviourType', 'title', 'addedBy'],
  access: { ...access(staffAndTeachers, staffAndOwnTeachers), create: staffAndTeachers, ...studentReads },
});

/** A document a school asks for at enrollment (birth certificate, photo, health report); the spec creates it with 200. */
export const enrollmentDocuments = defineResource({
  name: 'enrollment_documents',
  type: 'EnrollmentDocument',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    description: longText(),
    isRequired: boolean({ default: true }),
  },
  filters: ['school', 'isRequired'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'isRequired'],
  access: {
    ...access(staff, staff),
    list: [...staffAndTeachers, 'parent', 'student'],
    read: [...staffAndTeachers, 'parent', 'student'],
  },
});

/**
 * A student's document. The record is created first; its file is then uploaded through
 * `PUT /api/student_documents/{id}/file` (content-checked) and read back through
 * `GET /api/student_documents/{id}/file`, so only those who read the record read the file.
 */
export const studentDocuments = defineResource({
  name: 'student_documents',
  type: 'StudentDocument',
  scope: 'school',
  fields: {
    schoolId: ref('schools', { required: true, onDelete: 'cascade' }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    enrollmentDocument: refId('enrollment_documents', { sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    fileName: text({ maxLength: 200, readOnly: true }),
    fileSize: int({ readOnly: true }),
    fileKey: text({ maxLength: 300, hidden: true }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['schoolId', 'studentId', 'enrollmentDocument'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['studentId', 'title', 'enrollmentDocument', 'fileName', 'fileSize'],
  labelField: 'title',
  access: { ...access(staff, staff), ...studentReads },
});
