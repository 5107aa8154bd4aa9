import {
  boolean,
  defineResource,
  int,
  ref,
  refId,
  schoolAndFamilyReads,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/**
 * Who reads course content: staff and teachers of the school, and a parent or student whose
 * family's student sits in the content's class (the course's students); teachers and staff write.
 */
const contentAccess = {
  list: schoolAndFamilyReads,
  read: schoolAndFamilyReads,
  create: staffAndTeachers,
  update: staffAndTeachers,
  delete: staffAndTeachers,
};

/**
 * A lecture video of a course for one class. The video, its thumbnail and its assets zip are
 * uploaded through `PUT /api/course_videos/{id}/files/{kind}` and streamed back with HTTP range
 * requests; the record keeps their stored keys (read-only here). `shortId` is the short public
 * handle the player's address uses; `userId` the uploader. `batchId` names a batch of the course
 * (shown by its title, as every reference is).
 */
export const courseVideos = defineResource({
  name: 'course_videos',
  type: 'CourseVideo',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    groupName: text({ maxLength: 100 }),
    title: text({ required: true, maxLength: 150 }),
    thumb: text({ readOnly: true, maxLength: 512 }),
    video: text({ readOnly: true, maxLength: 512 }),
    videoLength: int({ min: 0, max: 86400 }),
    isPreview: boolean({ default: false }),
    shortId: text({ readOnly: true, maxLength: 16 }),
    assetsZip: text({ readOnly: true, maxLength: 512 }),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    userId: refId('users', { readOnly: true, onDelete: 'setNull' }),
    courseId: refId('courses', { required: true, onDelete: 'cascade', sameSchool: true }),
    batchId: refId('batches', { sameSchool: true }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  ownVia: [{ field: 'classId' }],
  filters: ['school', 'courseId', 'batchId', 'classId', 'groupName', 'isPreview'],
  orderFields: ['title', 'groupName'],
  defaultOrder: { groupName: 'asc', title: 'asc' },
  searchFields: ['title', 'groupName'],
  list: ['groupName', 'title', 'courseId', 'classId', 'videoLength', 'isPreview'],
  labelField: 'title',
  access: contentAccess,
});

/** A lecture's file (notes, slides, a worksheet) for a course's class, uploaded through `PUT /api/course_assets/{id}/file`. */
export const courseAssets = defineResource({
  name: 'course_assets',
  type: 'CourseAsset',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    lectureName: text({ required: true, maxLength: 150 }),
    lectureFile: text({ readOnly: true, maxLength: 512 }),
    courseId: refId('courses', { required: true, onDelete: 'cascade', sameSchool: true }),
    batchId: refId('batches', { sameSchool: true }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  ownVia: [{ field: 'classId' }],
  filters: ['school', 'courseId', 'batchId', 'classId'],
  orderFields: ['lectureName'],
  defaultOrder: { lectureName: 'asc' },
  searchFields: ['lectureName'],
  list: ['lectureName', 'courseId', 'classId', 'lectureFile'],
  labelField: 'lectureName',
  access: contentAccess,
});
