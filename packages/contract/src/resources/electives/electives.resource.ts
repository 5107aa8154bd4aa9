import {
  access,
  boolean,
  date,
  dateTime,
  defineResource,
  enumOf,
  everyone,
  int,
  longText,
  own,
  ref,
  staff,
  text,
} from '../../resource/index.ts';
import { ROOM_KINDS } from '../timetable/timetable-setup.resource.ts';

/** Most choices a student ranks in one block: a first, a second and a third. */
export const MAX_CHOICES_PER_BLOCK = 3;

/**
 * Where a request stands. `requested` until a placement; then the student's one choice of a block
 * they got is `placed` and their others there `not_needed`, or, placed nowhere in the block, each of
 * their choices `waitlisted` (with a place on that elective's list). `withdrawn` is the family's or
 * staff's, the only status written by hand.
 */
export const COURSE_REQUEST_STATUSES = ['requested', 'placed', 'waitlisted', 'not_needed', 'withdrawn'] as const;
export type CourseRequestStatus = (typeof COURSE_REQUEST_STATUSES)[number];

/**
 * An elective a school offers in a season (issue 32, part 6; docs/timetable.md): a course in an
 * option block. The electives of one block run at the same time, so a student takes at most one
 * per block and any placement across blocks fits their week. `capacity` is a section's seats;
 * `sections` groups are taught in parallel. Families request it between `requestsOpen` and
 * `requestsClose`; an empty `gradeLevel` opens it to every grade.
 */
export const electiveOffers = defineResource({
  name: 'elective_offers',
  type: 'ElectiveOffer',
  scope: 'season',
  // An offer names its season's course and dates: a new season offers its own (never copied).
  seasonRecords: true,
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    course: ref('courses', { required: true, sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    block: text({ required: true, maxLength: 10 }),
    gradeLevel: ref('grade_levels', { sameSchool: true }),
    capacity: int({ required: true, min: 1, max: 500 }),
    sections: int({ default: 1, min: 1, max: 20 }),
    teacher: ref('users', { onDelete: 'setNull', userKind: 'teacher' }),
    requestsOpen: date({ required: true }),
    requestsClose: date({ required: true }),
    offerSummary: longText({ maxLength: 1000 }),
    // What the week needs of each section (docs/timetable.md, "A block's needs from its offers"):
    // with `periodsPerWeek` set, the placement writes one `timetable_lessons` need per section
    // batch, in the parallel group `block:<block>`. The fields are named as the needs' own.
    periodsPerWeek: int({ min: 1, max: 10 }),
    length: int({ default: 1, min: 1, max: 2 }),
    roomKind: enumOf(ROOM_KINDS, { default: 'classroom' }),
  },
  uniques: [['season', 'title']],
  filters: ['school', 'season', 'course', 'block', 'gradeLevel', 'teacher'],
  orderFields: ['block', 'title', 'requestsClose'],
  defaultOrder: { block: 'asc', title: 'asc' },
  searchFields: ['title', 'block'],
  list: ['block', 'title', 'course', 'gradeLevel', 'teacher', 'capacity', 'sections', 'requestsOpen', 'requestsClose'],
  labelField: 'title',
  access: access(everyone, staff),
});

/**
 * A student's ranked choice of an elective (1 first): a parent asks for their own child, a student
 * for themself, staff for anyone. The block is the offer's, copied so one rank a block is a key;
 * the status, section, place on the waiting list and when they were placed are the placement's.
 */
export const courseRequests = defineResource({
  name: 'course_requests',
  type: 'CourseRequest',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  ownVia: [{ field: 'student' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    offer: ref('elective_offers', { required: true, sameSchool: true }),
    block: text({ readOnly: true, maxLength: 10 }),
    rank: int({ required: true, min: 1, max: MAX_CHOICES_PER_BLOCK }),
    requestStatus: enumOf(COURSE_REQUEST_STATUSES, { default: 'requested' }),
    section: int({ readOnly: true }),
    waitlistPosition: int({ readOnly: true }),
    placedAt: dateTime({ readOnly: true }),
  },
  uniques: [
    ['student', 'offer'],
    ['student', 'block', 'rank'],
  ],
  filters: ['school', 'season', 'student', 'offer', 'block', 'requestStatus', 'section'],
  orderFields: ['block', 'rank', 'waitlistPosition', 'section', 'placedAt'],
  defaultOrder: { block: 'asc', rank: 'asc' },
  list: ['student', 'offer', 'rank', 'requestStatus', 'section', 'waitlistPosition', 'placedAt'],
  labelField: 'offer',
  cardTitle: ['student', 'offer'],
  access: {
    list: [...staff, ...own('parent', 'student')],
    read: [...staff, ...own('parent', 'student')],
    // A parent names their own child (another family's: 422 on `student`), a student themself.
    create: [...staff, 'parent', 'student'],
    update: [...staff, ...own('parent', 'student')],
    delete: [...staff, ...own('parent', 'student')],
  },
});

/**
 * One run of the placement: the lottery's seed (the order is replayed from it), whether every
 * earlier placement was undone first, and how many students it placed and waitlisted. Written by
 * the place action alone; the audit trail keeps who ran it too.
 */
export const electivePlacements = defineResource({
  name: 'elective_placements',
  type: 'ElectivePlacement',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  serverWritten: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    seed: int({ required: true, min: 0 }),
    resetPlacements: boolean({ default: false }),
    placedCount: int({ required: true, min: 0 }),
    waitlistedCount: int({ required: true, min: 0 }),
    placedBy: ref('users', { onDelete: 'setNull' }),
    placedAt: dateTime(),
  },
  filters: ['school', 'season'],
  orderFields: ['placedAt'],
  defaultOrder: { id: 'desc' },
  list: ['placedAt', 'placedBy', 'seed', 'resetPlacements', 'placedCount', 'waitlistedCount'],
  labelField: 'placedAt',
  access: access(staff, []),
});
