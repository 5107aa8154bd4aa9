import {
  access,
  date,
  decimal,
  defineResource,
  familyReads,
  ref,
  refId,
  schoolAndFamilyReads,
  staff,
  staffAndOwnTeachers,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/** A season of community service (CIP), with the hours a student is expected to give. */
export const cipSeasons = defineResource({
  name: 'cip_seasons',
  type: 'CipSeason',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    startDate: date(),
    endDate: date(),
    requiredHours: decimal({ precision: 6, scale: 2, min: 0, max: 10000 }),
  },
  filters: ['school'],
  orderFields: ['startDate', 'title'],
  defaultOrder: { startDate: 'desc' },
  list: ['title', 'startDate', 'endDate', 'requiredHours'],
  access: access(staffAndTeachers, staff),
});

/** A community-service activity: what, when, where and how many hours it counts for. */
export const cipActivities = defineResource({
  name: 'cip_activities',
  type: 'CipActivity',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    cipSeason: ref('cip_seasons', { onDelete: 'restrict', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    activityDate: date({ required: true }),
    hours: decimal({ required: true, precision: 6, scale: 2, min: 0, max: 1000 }),
    place: text({ maxLength: 200 }),
  },
  ownVia: [{ link: 'cip_participants', to: 'activity', owned: 'student' }],
  filters: ['school', 'cipSeason', 'activityDate'],
  orderFields: ['activityDate', 'title'],
  defaultOrder: { activityDate: 'desc' },
  searchFields: ['title', 'place'],
  list: ['title', 'activityDate', 'hours', 'place', 'cipSeason'],
  access: {
    ...access(staffAndTeachers, staffAndTeachers),
    list: schoolAndFamilyReads,
    read: schoolAndFamilyReads,
  },
});

/** A student who took part in an activity: their hours are the activity's. */
export const cipParticipants = defineResource({
  name: 'cip_participants',
  type: 'CipParticipant',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    activity: refId('cip_activities', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  uniques: [['activity', 'student']],
  ownVia: [{ field: 'student' }],
  filters: ['school', 'activity', 'student'],
  list: ['activity', 'student'],
  access: {
    ...access(staffAndTeachers, staffAndOwnTeachers),
    create: staffAndTeachers,
    list: familyReads,
    read: familyReads,
  },
});
