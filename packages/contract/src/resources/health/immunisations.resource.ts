import { date, defineResource, enumOf, int, ref, text } from '../../resource/index.ts';
import { healthReaders, healthStaff } from './health-access.ts';
import { VACCINES } from './immunisation-schedules.ts';

/** A dose of a vaccine a student was given (the schedule says which are due: immunisation-schedules.ts). */
export const immunisationDoses = defineResource({
  name: 'immunisation_doses',
  type: 'ImmunisationDose',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    vaccine: enumOf(VACCINES, { required: true }),
    doseNumber: int({ required: true, min: 1, max: 10 }),
    givenOn: date({ required: true }),
    batchNumber: text({ maxLength: 60 }),
  },
  uniques: [['student', 'vaccine', 'doseNumber']],
  filters: ['school', 'student', 'vaccine'],
  orderFields: ['givenOn'],
  defaultOrder: { givenOn: 'asc' },
  list: ['student', 'vaccine', 'doseNumber', 'givenOn'],
  labelField: 'vaccine',
  access: {
    list: healthReaders,
    read: healthReaders,
    create: healthStaff,
    update: healthStaff,
    delete: healthStaff,
  },
});
