import { defineResource, enumOf, globalAccess, int, text } from '../../resource/index.ts';

/**
 * Reference data of the exam area, kept per country (`countryCode`, ISO 3166-1 alpha-2) and
 * seeded for TR, US and GB: read by everyone, written by superadmins.
 */

/** A subject as exams and homework name it (Mathematics, Türkçe); `code` is the short column title. */
export const subjectBranches = defineResource({
  name: 'subject_branches',
  type: 'SubjectBranch',
  scope: 'global',
  fields: {
    title: text({ required: true, maxLength: 100 }),
    code: text({ maxLength: 10 }),
    countryCode: text({ required: true, maxLength: 2 }),
  },
  filters: ['countryCode', 'code'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title', 'code'],
  list: ['title', 'code', 'countryCode'],
  access: globalAccess,
});

/** A placeholder an exam-result message may use (`{studentName}`, `{totalScore}`), with what it stands for. */
export const messageParameters = defineResource({
  name: 'message_parameters',
  type: 'MessageParameter',
  scope: 'global',
  fields: {
    parameter: text({ required: true, maxLength: 50 }),
    description: text({ required: true, maxLength: 200 }),
    countryCode: text({ required: true, maxLength: 2 }),
  },
  filters: ['countryCode'],
  orderFields: ['parameter'],
  defaultOrder: { parameter: 'asc' },
  list: ['parameter', 'description', 'countryCode'],
  labelField: 'parameter',
  access: globalAccess,
});

/**
 * What an optic form field holds: the student's number or name, the booklet, or the answers of a
 * subject. The reader of optic files acts on `code`; `title` is the country's own wording.
 */
export const OPTIC_FIELD_CODES = ['studentNumber', 'studentName', 'classTitle', 'booklet', 'answers'] as const;
export type OpticFieldCode = (typeof OPTIC_FIELD_CODES)[number];

export const opticFormFieldNames = defineResource({
  name: 'optic_form_field_names',
  type: 'OpticFormFieldName',
  scope: 'global',
  fields: {
    title: text({ required: true, maxLength: 100 }),
    code: enumOf(OPTIC_FIELD_CODES, { required: true }),
    countryCode: text({ required: true, maxLength: 2 }),
    position: int({ default: 0, min: 0, max: 1000 }),
  },
  filters: ['countryCode', 'code'],
  orderFields: ['position', 'title'],
  defaultOrder: { position: 'asc' },
  list: ['title', 'code', 'countryCode'],
  access: globalAccess,
});
