import { date, defineResource, enumOf, longText, ref, text } from '../../resource/index.ts';
import { counsellorsOnly } from './guidance-access.ts';

/** Where a university application stands, up to its result. */
export const APPLICATION_RESULTS = ['planned', 'applied', 'offered', 'enrolled', 'rejected', 'withdrawn'] as const;

/** A student's career guidance: their interests and the counsellor's notes. Counsellors only. */
export const careerRecords = defineResource({
  name: 'career_records',
  type: 'CareerRecord',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    careerInterests: longText({ required: true, maxLength: 4000 }),
    careerNotes: longText({ maxLength: 8000 }),
    recordedOn: date({ required: true }),
  },
  filters: ['school', 'student'],
  orderFields: ['recordedOn'],
  defaultOrder: { recordedOn: 'desc' },
  list: ['recordedOn', 'student', 'careerInterests'],
  labelFields: ['student', 'recordedOn'],
  access: counsellorsOnly,
});

/** A student's application to a university programme and its result. Counsellors only. */
export const universityApplications = defineResource({
  name: 'university_applications',
  type: 'UniversityApplication',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    university: text({ required: true, maxLength: 200 }),
    programme: text({ required: true, maxLength: 200 }),
    appliedOn: date(),
    applicationResult: enumOf(APPLICATION_RESULTS, { default: 'planned' }),
  },
  filters: ['school', 'student', 'applicationResult'],
  orderFields: ['appliedOn', 'university'],
  defaultOrder: { appliedOn: 'desc' },
  list: ['student', 'university', 'programme', 'appliedOn', 'applicationResult'],
  labelField: 'university',
  access: counsellorsOnly,
});
