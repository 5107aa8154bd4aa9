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
  },
  filters: ['school', 'season', 'courseId'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'courseId', 'capacity'],
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
