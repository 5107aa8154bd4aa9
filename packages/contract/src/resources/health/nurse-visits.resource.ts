import { boolean, dateTime, defineResource, enumOf, longText, ref, text } from '../../resource/index.ts';
import { healthReaders, healthStaff } from './health-access.ts';

/** How a visit to the nurse ended. */
export const VISIT_OUTCOMES = ['back_to_class', 'sent_home', 'hospital'] as const;

/**
 * A student's visit to the nurse. `parentNotified` set on a new visit sends the student's
 * guardians a notification in the same transaction (health.hooks.ts); the nurse is whoever
 * recorded it.
 */
export const nurseVisits = defineResource({
  name: 'nurse_visits',
  type: 'NurseVisit',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    visitedAt: dateTime({ required: true, startsNow: true }),
    complaint: longText({ required: true }),
    treatment: longText(),
    visitOutcome: enumOf(VISIT_OUTCOMES, { required: true }),
    parentNotified: boolean({ default: false }),
    // setNull: the visit outlives the nurse's account.
    nurse: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'student', 'visitOutcome', 'visitedAt'],
  orderFields: ['visitedAt'],
  defaultOrder: { visitedAt: 'desc' },
  list: ['visitedAt', 'student', 'complaint', 'visitOutcome', 'parentNotified', 'nurse'],
  labelField: 'visitedAt',
  access: {
    list: healthReaders,
    read: healthReaders,
    create: healthStaff,
    update: healthStaff,
    delete: healthStaff,
  },
});

/** A dose of a student's medication given at school, when and by whom. */
export const medicationGivings = defineResource({
  name: 'medication_givings',
  type: 'MedicationGiving',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    medicationGiven: ref('health_medications', { required: true, onDelete: 'cascade', sameSchool: true }),
    givenAt: dateTime({ required: true, startsNow: true }),
    givingNote: text({ maxLength: 300 }),
    // setNull: the record outlives the account of who gave it.
    administeredBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  filters: ['school', 'student', 'medicationGiven', 'givenAt'],
  orderFields: ['givenAt'],
  defaultOrder: { givenAt: 'desc' },
  list: ['givenAt', 'student', 'medicationGiven', 'administeredBy', 'givingNote'],
  labelField: 'givenAt',
  access: {
    list: healthReaders,
    read: healthReaders,
    create: healthStaff,
    update: healthStaff,
    delete: healthStaff,
  },
});
