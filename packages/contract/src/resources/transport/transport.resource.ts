import {
  access,
  boolean,
  date,
  dateTime,
  defineResource,
  enumOf,
  int,
  phone,
  ref,
  refId,
  staff,
  text,
  time,
} from '../../resource/index.ts';
import { escorts, transportFamilyReads, transportReaders } from './transport-access.ts';

/** The two trips of a school day: to school in the morning, home in the afternoon. */
export const TRANSPORT_LEGS = ['morning', 'afternoon'] as const;
export type TransportLeg = (typeof TRANSPORT_LEGS)[number];

/** A school's vehicle: its plate and how many students it seats (the route's limit). */
export const transportVehicles = defineResource({
  name: 'transport_vehicles',
  type: 'TransportVehicle',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    plate: text({ required: true, maxLength: 20 }),
    seats: int({ required: true, min: 1, max: 100 }),
    isActive: boolean({ default: true }),
  },
  uniques: [['school', 'plate']],
  filters: ['school', 'isActive'],
  orderFields: ['plate', 'seats'],
  defaultOrder: { plate: 'asc' },
  searchFields: ['plate'],
  list: ['plate', 'seats', 'isActive'],
  labelField: 'plate',
  access: access(transportReaders, staff),
});

/** A driver the school's buses use (often a contractor's): a name and a phone the escort may call. */
export const transportDrivers = defineResource({
  name: 'transport_drivers',
  type: 'TransportDriver',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    name: text({ required: true, maxLength: 150 }),
    phone: phone({ required: true }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'isActive'],
  orderFields: ['name'],
  defaultOrder: { name: 'asc' },
  searchFields: ['name'],
  list: ['name', 'phone', 'isActive'],
  labelField: 'name',
  access: access(transportReaders, staff),
});

/**
 * A school's bus route: its vehicle, driver and escort (a staff member holding the
 * `transport_escort` duty), and the bus fee a student assigned to it may be charged.
 */
export const transportRoutes = defineResource({
  name: 'transport_routes',
  type: 'TransportRoute',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    vehicle: refId('transport_vehicles', { onDelete: 'setNull', sameSchool: true }),
    driver: refId('transport_drivers', { onDelete: 'setNull', sameSchool: true }),
    // setNull: the route outlives the escort's account.
    escort: ref('users', { onDelete: 'setNull' }),
    busFee: refId('school_bus_fees', { onDelete: 'setNull', sameSchool: true }),
    isActive: boolean({ default: true }),
  },
  uniques: [['school', 'title']],
  filters: ['school', 'vehicle', 'driver', 'escort', 'isActive'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'vehicle', 'driver', 'escort', 'busFee', 'isActive'],
  labelField: 'title',
  access: access(transportReaders, staff),
});

/** A stop of a route, with its place in the morning and afternoon order and the time the bus is there. */
export const transportStops = defineResource({
  name: 'transport_stops',
  type: 'TransportStop',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    transportRoute: refId('transport_routes', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    district: text({ maxLength: 100 }),
    morningOrder: int({ default: 0, min: 0, max: 200 }),
    morningTime: time(),
    afternoonOrder: int({ default: 0, min: 0, max: 200 }),
    afternoonTime: time(),
  },
  filters: ['school', 'transportRoute', 'district'],
  orderFields: ['morningOrder', 'afternoonOrder', 'title'],
  defaultOrder: { morningOrder: 'asc' },
  searchFields: ['title', 'district'],
  list: ['transportRoute', 'title', 'district', 'morningOrder', 'morningTime', 'afternoonOrder', 'afternoonTime'],
  labelField: 'title',
  access: access(transportReaders, staff),
});

/**
 * A student's seat on a route for a season: the stop they get on in the morning and the one they
 * get off at in the afternoon (either may be empty: a student who walks home). The vehicle's
 * seats are the limit (422 on `transportRoute` when full). `addFee` on a new seat adds the
 * route's bus fee to the student's fees of the season in the same transaction (`studentFee`).
 */
export const transportAssignments = defineResource({
  name: 'transport_assignments',
  type: 'TransportAssignment',
  scope: 'season',
  seasonField: 'season',
  seasonRecords: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    // restrict: a route with students seated is not deleted under them (409).
    transportRoute: refId('transport_routes', { required: true, sameSchool: true }),
    morningStop: refId('transport_stops', { onDelete: 'setNull', sameSchool: true }),
    afternoonStop: refId('transport_stops', { onDelete: 'setNull', sameSchool: true }),
    addFee: boolean({ default: false }),
    // The fee row added for this seat (the server's); setNull: finance may void the fee.
    studentFee: refId('student_fees', { readOnly: true, onDelete: 'setNull' }),
  },
  uniques: [['season', 'studentId']],
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'season', 'studentId', 'transportRoute', 'morningStop', 'afternoonStop'],
  list: ['studentId', 'transportRoute', 'morningStop', 'afternoonStop', 'studentFee'],
  access: { ...access(transportFamilyReads, staff) },
});

/**
 * One student's boarding on one trip of one day, as the escort checked it. Written by the daily
 * check (`POST /api/transport_routes/{id}/boarding`); `familyNotifiedAt` is set when the parents
 * were told the child did not get on, once.
 */
export const boardingChecks = defineResource({
  name: 'boarding_checks',
  type: 'BoardingCheck',
  scope: 'season',
  seasonField: 'season',
  seasonRecords: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    // restrict: the boarding history is never destroyed with its route (409).
    transportRoute: refId('transport_routes', { required: true, sameSchool: true }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    checkDate: date({ required: true }),
    leg: enumOf(TRANSPORT_LEGS, { required: true }),
    onBoard: boolean({ required: true }),
    // setNull: the check outlives the escort's account.
    checkedBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
    familyNotifiedAt: dateTime({ readOnly: true }),
  },
  uniques: [['studentId', 'checkDate', 'leg']],
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'season', 'transportRoute', 'studentId', 'checkDate', 'leg', 'onBoard'],
  orderFields: ['checkDate'],
  defaultOrder: { checkDate: 'desc' },
  list: ['checkDate', 'leg', 'transportRoute', 'studentId', 'onBoard', 'checkedBy', 'familyNotifiedAt'],
  access: {
    list: transportFamilyReads,
    read: transportFamilyReads,
    create: [...staff, ...escorts],
    update: [...staff, ...escorts],
    delete: staff,
  },
});
