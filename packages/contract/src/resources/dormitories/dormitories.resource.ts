import {
  access,
  boolean,
  date,
  dateTime,
  defineResource,
  enumOf,
  int,
  longText,
  money,
  own,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';
import { dormReaders, leaveReaders, wardens } from './dormitories-access.ts';

/** Who a building houses. */
export const BUILDING_GENDERS = ['boys', 'girls', 'mixed'] as const;
/** Most beds a room may declare: a dormitory room, not a hall. */
export const MAX_ROOM_CAPACITY = 12;

/** A boarding building of a school ("Erkek Yurdu A"), for boys, girls or both. */
export const dormBuildings = defineResource({
  name: 'dorm_buildings',
  type: 'DormBuilding',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    buildingGender: enumOf(BUILDING_GENDERS, { required: true }),
    buildingNote: text({ maxLength: 300 }),
    // A season's boarding fee for a bed here, added to a boarder's fees when staff ask (`addBoardingFee`).
    boardingFee: money({ min: 0 }),
  },
  uniques: [['school', 'title']],
  filters: ['school', 'buildingGender'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'buildingGender', 'boardingFee', 'buildingNote'],
  labelField: 'title',
  access: access(dormReaders, staff),
});

/** A room of a building, its floor and how many beds it holds at most. */
export const dormRooms = defineResource({
  name: 'dorm_rooms',
  type: 'DormRoom',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    building: ref('dorm_buildings', { required: true, onDelete: 'cascade', sameSchool: true }),
    roomNumber: text({ required: true, maxLength: 20 }),
    floor: int({ min: -2, max: 50 }),
    capacity: int({ required: true, min: 1, max: MAX_ROOM_CAPACITY }),
  },
  uniques: [['building', 'roomNumber']],
  filters: ['school', 'building'],
  orderFields: ['roomNumber'],
  defaultOrder: { roomNumber: 'asc' },
  searchFields: ['roomNumber'],
  list: ['building', 'roomNumber', 'floor', 'capacity'],
  labelField: 'roomNumber',
  access: access(dormReaders, staff),
});

/** A bed of a room ("A", "B"): no more beds than the room's capacity (dormitories.hooks.ts). */
export const dormBeds = defineResource({
  name: 'dorm_beds',
  type: 'DormBed',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    room: ref('dorm_rooms', { required: true, onDelete: 'cascade', sameSchool: true }),
    bedLabel: text({ required: true, maxLength: 20 }),
    isActive: boolean({ default: true }),
  },
  uniques: [['room', 'bedLabel']],
  filters: ['school', 'room', 'isActive'],
  orderFields: ['bedLabel'],
  defaultOrder: { bedLabel: 'asc' },
  list: ['room', 'bedLabel', 'isActive'],
  labelField: 'bedLabel',
  access: access(dormReaders, staff),
});

/**
 * A boarder's bed for a season: a bed holds one student a season and a student one bed (422 on
 * `bed` or `student`). Staff assign; the warden and the student's family read it. `addBoardingFee`
 * on a new assignment adds the building's boarding fee to the student's fees of the season in the
 * same transaction (`addedFee`), as a bus seat adds its route's fee.
 */
export const bedAssignments = defineResource({
  name: 'bed_assignments',
  type: 'BedAssignment',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  ownVia: [{ field: 'student' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    bed: ref('dorm_beds', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    assignedOn: date(),
    assignmentNote: text({ maxLength: 300 }),
    addBoardingFee: boolean({ default: false }),
    // The fee row added for this bed (the server's); setNull: finance may void the fee.
    addedFee: refId('student_fees', { readOnly: true, onDelete: 'setNull' }),
  },
  uniques: [
    ['season', 'bed'],
    ['season', 'student'],
  ],
  filters: ['school', 'season', 'bed', 'student'],
  orderFields: ['assignedOn'],
  list: ['student', 'bed', 'assignedOn', 'addedFee', 'assignmentNote'],
  labelField: 'student',
  access: access([...dormReaders, ...own('parent', 'student')], staff),
});

/** Where a leave request stands. */
export const LEAVE_STATUSES = ['pending', 'approved', 'refused', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * A boarder's leave: a parent asks for their own child (dates out and back, reason,
 * destination), the warden approves or refuses with a note, and records when the student signed
 * out and back in. The server sets who asked and who decided, and when (dormitories.hooks.ts).
 */
export const leaveRequests = defineResource({
  name: 'leave_requests',
  type: 'LeaveRequest',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  ownVia: [{ field: 'student' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    leaveFrom: date({ required: true }),
    leaveUntil: date({ required: true }),
    leaveReason: longText({ required: true, maxLength: 1000 }),
    destination: text({ required: true, maxLength: 200 }),
    leaveStatus: enumOf(LEAVE_STATUSES, { default: 'pending', writableBy: staff }),
    decisionNote: text({ maxLength: 500, writableBy: staff }),
    // setNull: the request outlives the accounts of who asked and who decided.
    requestedBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
    decidedBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
    decidedAt: dateTime({ readOnly: true }),
    signedOutAt: dateTime({ writableBy: staff }),
    signedInAt: dateTime({ writableBy: staff }),
  },
  filters: ['school', 'season', 'student', 'leaveStatus', 'leaveFrom'],
  orderFields: ['leaveFrom'],
  defaultOrder: { leaveFrom: 'desc' },
  searchFields: ['destination'],
  list: ['student', 'leaveFrom', 'leaveUntil', 'destination', 'leaveStatus', 'signedOutAt', 'signedInAt'],
  labelField: 'destination',
  access: {
    list: leaveReaders,
    read: leaveReaders,
    // A parent asks for their own child (another child: 422 on `student`); the warden for anyone.
    create: [...wardens, 'parent'],
    update: wardens,
    delete: wardens,
  },
});

/** A boarder's mark at the nightly roll call. */
export const ROLL_MARKS = ['present', 'on_leave', 'absent'] as const;
export type RollMark = (typeof ROLL_MARKS)[number];

/** A building's roll call of one night, taken by the warden (one a building and date). */
export const rollCalls = defineResource({
  name: 'roll_calls',
  type: 'RollCall',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    building: ref('dorm_buildings', { required: true, onDelete: 'cascade', sameSchool: true }),
    rollDate: date({ required: true }),
    takenBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
    takenAt: dateTime({ readOnly: true }),
  },
  uniques: [['building', 'rollDate']],
  filters: ['school', 'season', 'building', 'rollDate'],
  orderFields: ['rollDate'],
  defaultOrder: { rollDate: 'desc' },
  list: ['rollDate', 'building', 'takenBy', 'takenAt'],
  labelField: 'rollDate',
  access: access(wardens, wardens),
});

/** One boarder's mark at a roll call; `alertedAt` is when the absence alert went out (once). */
export const rollCallMarks = defineResource({
  name: 'roll_call_marks',
  type: 'RollCallMark',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    rollCall: ref('roll_calls', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    rollMark: enumOf(ROLL_MARKS, { required: true }),
    alertedAt: dateTime({ readOnly: true }),
  },
  uniques: [['rollCall', 'student']],
  filters: ['school', 'rollCall', 'student', 'rollMark'],
  list: ['rollCall', 'student', 'rollMark', 'alertedAt'],
  access: access(wardens, wardens),
});
