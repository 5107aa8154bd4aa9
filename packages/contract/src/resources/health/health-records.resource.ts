import { boolean, defineResource, enumOf, longText, phone, ref, text } from '../../resource/index.ts';
import { healthReaders, healthStaff } from './health-access.ts';

/** How bad an allergy is; `severe` and `life_threatening` put an alert on the teacher's register. */
export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe', 'life_threatening'] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];

/** The severities a class's teachers are alerted to (health alerts for a class). */
export const ALERT_SEVERITIES: readonly AllergySeverity[] = ['severe', 'life_threatening'];

/**
 * A student's health record, one per student: conditions, what to do in an emergency, their
 * doctor and insurance, and their blood group (students carry none). Read by the nurse, the
 * designated health staff and the student's parents; every read is on the audit trail.
 */
export const healthRecords = defineResource({
  name: 'health_records',
  type: 'HealthRecord',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, unique: true, onDelete: 'cascade', sameSchool: true }),
    bloodGroup: ref('blood_groups'),
    conditions: longText(),
    emergencyInstructions: longText(),
    doctorName: text({ maxLength: 150 }),
    doctorPhone: phone(),
    insuranceProvider: text({ maxLength: 150 }),
    insuranceNumber: text({ maxLength: 60 }),
  },
  filters: ['school', 'student'],
  orderFields: ['id'],
  defaultOrder: { id: 'asc' },
  list: ['student', 'bloodGroup', 'conditions', 'emergencyInstructions', 'doctorName'],
  labelField: 'student',
  access: {
    list: healthReaders,
    read: healthReaders,
    create: healthStaff,
    update: healthStaff,
    delete: healthStaff,
  },
});

/**
 * Entries a parent reports stay unconfirmed until the nurse confirms them: the server marks a
 * parent's entry `reportedByParent` and unconfirmed, whatever it sends (health.hooks.ts).
 */
const reportedFields = {
  reportedByParent: boolean({ default: false, writableBy: [] }),
  confirmed: boolean({ default: true, writableBy: ['headquarters', 'campus', 'school', 'teacher'] }),
  // setNull: the entry outlives the account of the parent or nurse who wrote it.
  reportedBy: ref('users', { readOnly: true, onDelete: 'setNull' }),
} as const;

/**
 * Health staff keep them; a parent may add one for their child, for the nurse to confirm (the
 * student named must be one they read: their own child, else 422 on `student`).
 */
const reportedAccess = {
  list: healthReaders,
  read: healthReaders,
  create: [...healthStaff, 'parent'] as const,
  update: healthStaff,
  delete: healthStaff,
};

/** A student's allergy: the allergen, how bad, the reaction and what to do. */
export const healthAllergies = defineResource({
  name: 'health_allergies',
  type: 'HealthAllergy',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    allergen: text({ required: true, maxLength: 150 }),
    severity: enumOf(ALLERGY_SEVERITIES, { required: true }),
    reaction: text({ maxLength: 300 }),
    allergyAction: longText(),
    ...reportedFields,
  },
  filters: ['school', 'student', 'severity', 'confirmed'],
  orderFields: ['allergen'],
  defaultOrder: { allergen: 'asc' },
  list: ['student', 'allergen', 'severity', 'reaction', 'allergyAction', 'reportedByParent', 'confirmed'],
  labelField: 'allergen',
  access: reportedAccess,
});

/** A medication a student takes: dosage, times, and whether the school gives it. */
export const healthMedications = defineResource({
  name: 'health_medications',
  type: 'HealthMedication',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    medication: text({ required: true, maxLength: 150 }),
    dosage: text({ maxLength: 100 }),
    medicationTimes: text({ maxLength: 100 }),
    givenAtSchool: boolean({ default: false }),
    ...reportedFields,
  },
  filters: ['school', 'student', 'givenAtSchool', 'confirmed'],
  orderFields: ['medication'],
  defaultOrder: { medication: 'asc' },
  list: ['student', 'medication', 'dosage', 'medicationTimes', 'givenAtSchool', 'reportedByParent', 'confirmed'],
  labelField: 'medication',
  access: reportedAccess,
});
