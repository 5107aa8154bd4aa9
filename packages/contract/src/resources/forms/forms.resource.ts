import {
  access,
  boolean,
  dateTime,
  defineResource,
  enumOf,
  json,
  longText,
  ref,
  staff,
  text,
} from '../../resource/index.ts';

/** A general form, or a pre-registration whose submissions become admission interviews. */
export const FORM_TYPES = ['general', 'pre_registration'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The kinds of question the builder offers. */
export const FORM_FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'date',
  'singleChoice',
  'multipleChoice',
  'checkbox',
  'file',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** One question of a form, in the order the builder lists them (`fields` of a form). */
export interface FormField {
  key: string;
  type: FormFieldType;
  label: string;
  required?: boolean;
  helpText?: string;
  /** singleChoice and multipleChoice: the options offered. */
  options?: string[];
  /**
   * pre_registration forms: which admission interview field this answer fills
   * (applicantName, applicantLastName, guardianName, guardianPhone, guardianEmail).
   */
  mapsTo?: string;
}

/**
 * A form a school publishes (forms route of the spec). `fields` is the builder's ordered list of
 * questions (`FormField[]`), checked by the server's forms hooks.
 */
export const forms = defineResource({
  name: 'forms',
  type: 'Form',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    description: longText({ maxLength: 5000, multiline: true }),
    formType: enumOf(FORM_TYPES, { default: 'general' }),
    // The questions are built in the form builder (`/forms/{id}`), not typed as JSON.
    fields: json({ ownEditor: true }),
    isActive: boolean({ default: true }),
  },
  filters: ['school', 'formType', 'isActive'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'formType', 'isActive'],
  access: access(staff, staff),
});

/**
 * How a form's public page looks, and its public link. `publicLink` is the link the public-link
 * action issued, or empty (no public page: 404); `publicToken` is the secret part of that link.
 */
export const formSettings = defineResource({
  name: 'form_settings',
  type: 'FormSetting',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    form: ref('forms', { required: true, unique: true, onDelete: 'cascade', sameSchool: true }),
    // Staff write back the link the action made, or '' to remove it (the forms hooks refuse anything else).
    publicLink: text({ maxLength: 500, default: '', writableBy: staff }),
    publicToken: text({ hidden: true, maxLength: 64 }),
    showHeader: boolean({ default: true }),
    showSchoolLogo: boolean({ default: true }),
    showSchoolName: boolean({ default: true }),
    showFormName: boolean({ default: true }),
    showCountdown: boolean({ default: false }),
    endDate: dateTime(),
    showTotalApplicationCount: boolean({ default: false }),
    showFooter: boolean({ default: true }),
    settings: json(),
  },
  filters: ['school', 'form'],
  list: ['form', 'publicLink', 'showCountdown', 'endDate'],
  labelField: 'publicLink',
  access: access(staff, staff),
});

/** One answer to a public form, written only by the public page; staff read them and export them. */
export const formSubmissions = defineResource({
  name: 'form_submissions',
  type: 'FormSubmission',
  scope: 'school',
  serverWritten: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    form: ref('forms', { required: true, onDelete: 'cascade', sameSchool: true }),
    answers: json({ required: true }),
    files: json(),
    language: text({ maxLength: 5 }),
    // setNull on purpose: the applicant's answers stay when the interview made from them is deleted.
    admissionInterview: ref('admission_interviews', { onDelete: 'setNull', sameSchool: true }),
    submittedAt: dateTime({ required: true }),
  },
  filters: ['school', 'form'],
  orderFields: ['submittedAt'],
  defaultOrder: { submittedAt: 'desc' },
  list: ['form', 'submittedAt', 'admissionInterview'],
  access: access(staff, []),
});
