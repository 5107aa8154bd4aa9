import {
  access,
  defineResource,
  int,
  ref,
  refId,
  schoolAndFamilyReads,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/** A group of a course's students in a season (a course may be taught in several batches). */
export const batches = defineResource({
  name: 'batches',
  type: 'Batch',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    courseId: refId('courses', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 100 }),
    capacity: int({ min: 0, max: 1000 }),
    // A section of an elective (docs/timetable.md, "Sections as batches"): the placement creates
    // one batch per offer section and keeps its students in step with the placed requests.
    electiveOffer: ref('elective_offers', { onDelete: 'cascade', sameSchool: true, readOnly: true }),
    electiveSection: int({ min: 1, max: 20, readOnly: true }),
    // Who teaches the batch (optional; a teacher of the batch's school). A section batch starts
    // with its offer's teacher for section 1 and none for the others; its timetable need is
    // taught by it (else the offer's teacher).
    teacher: ref('users', { onDelete: 'setNull', userKind: 'teacher' }),
  },
  uniques: [['electiveOffer', 'electiveSection']],
  filters: ['school', 'season', 'courseId', 'electiveOffer', 'teacher'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'courseId', 'teacher', 'capacity'],
  access: {
    ...access(staffAndTeachers, staff),
    list: schoolAndFamilyReads,
    read: schoolAndFamilyReads,
  },
  ownVia: [{ link: 'student_batches', to: 'batchId', owned: 'studentId' }],
});

/** A batch taught to a class: the class's students follow the batch's course. */
export const classBatches = defineResource({
  name: 'class_batches',
  type: 'ClassBatch',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    batchId: refId('batches', { required: true, onDelete: 'cascade', sameSchool: true }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  uniques: [['batchId', 'classId']],
  filters: ['school', 'season', 'batchId', 'classId'],
  list: ['batchId', 'classId'],
  access: access(staffAndTeachers, staff),
});
