import {
  dateTime,
  defineResource,
  enumOf,
  int,
  ref,
  refId,
  staff,
  schoolAndFamilyReads,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/** The two roles of the provider's join call (api-contract section 2). */
export const ONLINE_CLASS_ROLES = ['moderator', 'attendee'] as const;
export type OnlineClassRole = (typeof ONLINE_CLASS_ROLES)[number];

/**
 * A class's lesson held online through the meeting provider (BigBlueButton). Parents and students
 * see those of the classes their family's students sit in; a teacher changes their own.
 */
export const onlineClasses = defineResource({
  name: 'online_classes',
  type: 'OnlineClass',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    // setNull on purpose: when a teacher's account goes, the record stays to be given another teacher.
    teacher: ref('users', { onDelete: 'setNull', userKind: 'teacher' }),
    startsAt: dateTime({ required: true }),
    duration: int({ required: true, default: 40, min: 5, max: 600 }),
  },
  ownField: 'teacher',
  ownVia: [{ field: 'classId' }],
  filters: ['school', 'season', 'classId', 'teacher', 'startsAt'],
  orderFields: ['startsAt', 'title'],
  defaultOrder: { startsAt: 'desc' },
  searchFields: ['title'],
  list: ['title', 'classId', 'teacher', 'startsAt', 'duration'],
  labelField: 'title',
  access: {
    list: schoolAndFamilyReads,
    read: schoolAndFamilyReads,
    create: staffAndTeachers,
    update: [...staff, 'teacher:own'],
    delete: [...staff, 'teacher:own'],
  },
});

/** Who joined an online class, when and with which role: the class's attendance, written by the join action only. */
export const onlineClassAttendances = defineResource({
  name: 'online_class_attendances',
  type: 'OnlineClassAttendance',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    onlineClass: ref('online_classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    user: ref('users', { required: true, onDelete: 'cascade' }),
    role: enumOf(ONLINE_CLASS_ROLES, { required: true }),
    joinedAt: dateTime({ required: true }),
  },
  serverWritten: true,
  ownField: 'user',
  filters: ['school', 'onlineClass', 'user', 'role'],
  orderFields: ['joinedAt'],
  defaultOrder: { joinedAt: 'asc' },
  list: ['onlineClass', 'user', 'role', 'joinedAt'],
  access: {
    list: schoolAndFamilyReads,
    read: schoolAndFamilyReads,
    create: [],
    update: [],
    delete: [],
  },
});
