import {
  access,
  boolean,
  date,
  dateTime,
  defineResource,
  enumOf,
  int,
  longText,
  own,
  ref,
  refId,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

export const DISCIPLINE_SEVERITIES = ['minor', 'moderate', 'major', 'severe'] as const;
export const DISCIPLINE_ACTION_KINDS = ['warning', 'detention', 'parent_meeting', 'suspension', 'other'] as const;
export const INCIDENT_STATUSES = ['open', 'under_review', 'closed'] as const;
export const INCIDENT_ROLES = ['instigator', 'participant', 'victim', 'witness'] as const;
export const DISCIPLINE_ACTION_STATUSES = ['planned', 'done', 'cancelled'] as const;
export type IncidentRole = (typeof INCIDENT_ROLES)[number];
export type DisciplineActionKind = (typeof DISCIPLINE_ACTION_KINDS)[number];

/** Roles that carry the code's points by default: the students who did it, not those it was done to or who saw it. */
export const POINTED_ROLES: readonly IncidentRole[] = ['instigator', 'participant'];
/** Actions that last from a start to an end date. */
export const DATED_ACTION_KINDS: readonly DisciplineActionKind[] = ['detention', 'suspension'];

/** A school's discipline code ("late to class"): its severity, and the points and action it suggests. */
export const disciplineCodes = defineResource({
  name: 'discipline_codes',
  type: 'DisciplineCode',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    code: text({ required: true, maxLength: 20 }),
    title: text({ required: true, maxLength: 150 }),
    severity: enumOf(DISCIPLINE_SEVERITIES, { required: true }),
    defaultPoints: int({ default: 0, min: 0, max: 1000 }),
    defaultActionKind: enumOf(DISCIPLINE_ACTION_KINDS),
    isActive: boolean({ default: true }),
  },
  uniques: [['school', 'code']],
  filters: ['school', 'severity', 'isActive'],
  orderFields: ['code', 'title', 'defaultPoints'],
  defaultOrder: { code: 'asc' },
  searchFields: ['code', 'title'],
  list: ['code', 'title', 'severity', 'defaultPoints', 'defaultActionKind', 'isActive'],
  labelField: 'title',
  // Teachers read the codes to report an incident; the school's staff set them.
  access: access(staffAndTeachers, staff),
});

/**
 * An incident: what happened, when and where, under which code. Staff of the school read and
 * write every one; a teacher reports (creates) them and reads the ones they reported
 * (`reportedBy` is their own field). Families never read an incident itself: they read their
 * child's involvement through `GET /api/students/{id}/discipline`, without the other students
 * and without a description staff mark internal.
 */
export const disciplineIncidents = defineResource({
  name: 'discipline_incidents',
  type: 'DisciplineIncident',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  ownField: 'reportedBy',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    occurredAt: dateTime({ required: true, startsNow: true }),
    place: text({ maxLength: 150 }),
    description: longText({ maxLength: 4000 }),
    /** Staff only: the description stays inside the school, never shown to a family. */
    descriptionInternal: boolean({ default: false }),
    code: refId('discipline_codes', { required: true, sameSchool: true }),
    // setNull on purpose: the incident outlives the account of who reported it (shown as unknown).
    reportedBy: ref('users', { onDelete: 'setNull', readOnly: true }),
    incidentStatus: enumOf(INCIDENT_STATUSES, { default: 'open', writableBy: staff }),
  },
  filters: ['school', 'season', 'code', 'incidentStatus', 'reportedBy'],
  orderFields: ['occurredAt'],
  defaultOrder: { occurredAt: 'desc' },
  searchFields: ['place', 'description'],
  list: ['occurredAt', 'code', 'place', 'incidentStatus', 'reportedBy'],
  access: {
    list: [...staff, ...own('teacher')],
    read: [...staff, ...own('teacher')],
    create: staffAndTeachers,
    update: staff,
    delete: staff,
  },
});

/**
 * A student involved in an incident, in a role, with the points given (the code's by default for
 * instigators and participants). A family reads their own child's rows only; a teacher adds
 * students they teach to an incident they reported; staff choose whether the parents are told.
 */
export const incidentStudents = defineResource({
  name: 'incident_students',
  type: 'IncidentStudent',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    incident: refId('discipline_incidents', { required: true, onDelete: 'cascade', sameSchool: true }),
    studentId: refId('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    role: enumOf(INCIDENT_ROLES, { required: true }),
    points: int({ min: 0, max: 1000, writableBy: staff }),
    notifyParents: boolean({ default: false, writableBy: staff }),
    parentsNotifiedAt: dateTime({ readOnly: true }),
  },
  uniques: [['incident', 'studentId']],
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'incident', 'studentId', 'role'],
  list: ['incident', 'studentId', 'role', 'points', 'notifyParents', 'parentsNotifiedAt'],
  access: {
    list: [...staff, ...own('parent', 'student')],
    read: [...staff, ...own('parent', 'student')],
    create: staffAndTeachers,
    update: staff,
    delete: staff,
  },
});

/** What the school does about one student's part in an incident, and how it went. */
export const disciplineActions = defineResource({
  name: 'discipline_actions',
  type: 'DisciplineAction',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    incidentStudent: refId('incident_students', { required: true, onDelete: 'cascade', sameSchool: true }),
    actionKind: enumOf(DISCIPLINE_ACTION_KINDS, { required: true }),
    startDate: date(),
    endDate: date(),
    actionStatus: enumOf(DISCIPLINE_ACTION_STATUSES, { default: 'planned' }),
    followUp: longText({ maxLength: 2000 }),
  },
  filters: ['school', 'incidentStudent', 'actionKind', 'actionStatus'],
  orderFields: ['startDate'],
  list: ['incidentStudent', 'actionKind', 'startDate', 'endDate', 'actionStatus'],
  access: access(staff, staff),
});
