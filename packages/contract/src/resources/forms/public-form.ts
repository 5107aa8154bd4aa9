import { FORM_FIELD_TYPES, type FormField } from './forms.resource.ts';

/** Largest file a public form takes, per question. */
export const MAX_FORM_FILE_BYTES = 5 * 1024 * 1024;
/** At most this many questions on one form. */
export const MAX_FORM_FIELDS = 60;

/** A problem with one answer (or one question), as a 422 names it. */
export interface FormViolation {
  propertyPath: string;
  message: string;
}

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const ADMISSION_TARGETS = ['applicantName', 'applicantLastName', 'guardianName', 'guardianPhone', 'guardianEmail'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a form's `fields` as the builder stores them, answering the questions or the violations
 * (`fields[2].label`). Keys are unique; choices need options.
 */
export const readFormFields = (value: unknown): { fields: FormField[]; violations: FormViolation[] } => {
  const violations: FormViolation[] = [];
  const fields: FormField[] = [];
  if (value === null || value === undefined) return { fields, violations };
  if (!Array.isArray(value)) return { fields, violations: [{ propertyPath: 'fields', message: 'validation.invalid' }] };
  if (value.length > MAX_FORM_FIELDS) violations.push({ propertyPath: 'fields', message: 'validation.too_large' });
  const seen = new Set<string>();
  value.slice(0, MAX_FORM_FIELDS).forEach((raw, index) => {
    const at = `fields[${index}]`;
    if (!isRecord(raw)) {
      violations.push({ propertyPath: at, message: 'validation.invalid' });
      return;
    }
    const { key, type, label, required, helpText, options, mapsTo } = raw;
    if (typeof key !== 'string' || !KEY.test(key) || seen.has(key))
      violations.push({
        propertyPath: `${at}.key`,
        message: seen.has(String(key)) ? 'validation.not_unique' : 'validation.invalid',
      });
    if (typeof type !== 'string' || !(FORM_FIELD_TYPES as readonly string[]).includes(type))
      violations.push({ propertyPath: `${at}.type`, message: 'validation.invalid_choice' });
    if (typeof label !== 'string' || label.trim() === '' || label.length > 200)
      violations.push({
        propertyPath: `${at}.label`,
        message: typeof label === 'string' && label.length > 200 ? 'validation.too_long' : 'validation.required',
      });
    if (helpText !== undefined && (typeof helpText !== 'string' || helpText.length > 500))
      violations.push({ propertyPath: `${at}.helpText`, message: 'validation.too_long' });
    if (required !== undefined && typeof required !== 'boolean')
      violations.push({ propertyPath: `${at}.required`, message: 'validation.invalid_boolean' });
    const choice = type === 'singleChoice' || type === 'multipleChoice';
    const goodOptions =
      Array.isArray(options) &&
      options.length > 0 &&
      options.length <= 50 &&
      options.every((option) => typeof option === 'string' && option.trim() !== '' && option.length <= 200);
    if (choice && !goodOptions) violations.push({ propertyPath: `${at}.options`, message: 'validation.required' });
    if (mapsTo !== undefined && (typeof mapsTo !== 'string' || !ADMISSION_TARGETS.includes(mapsTo)))
      violations.push({ propertyPath: `${at}.mapsTo`, message: 'validation.invalid_choice' });
    if (typeof key === 'string') seen.add(key);
    if (violations.length === 0)
      fields.push({
        key: key as string,
        type: type as FormField['type'],
        label: (label as string).trim(),
        ...(required === true ? { required: true } : {}),
        ...(typeof helpText === 'string' && helpText !== '' ? { helpText } : {}),
        ...(choice ? { options: options as string[] } : {}),
        ...(typeof mapsTo === 'string' ? { mapsTo } : {}),
      });
  });
  return { fields: violations.length === 0 ? fields : [], violations };
};

/** An answer as stored: text, a number, a list of choices, a yes/no. Files are kept apart. */
export type FormAnswer = string | number | boolean | string[];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

const empty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks the answers of a submission against the form's questions (files excepted: `hasFile`
 * says whether a file came for a question). Unknown keys are left out; answers are normalized.
 */
export const checkFormAnswers = (
  fields: readonly FormField[],
  answers: Record<string, unknown>,
  hasFile: (key: string) => boolean,
): { answers: Record<string, FormAnswer>; violations: FormViolation[] } => {
  const violations: FormViolation[] = [];
  const out: Record<string, FormAnswer> = {};
  for (const field of fields) {
    const at = `answers.${field.key}`;
    const value = answers[field.key];
    if (field.type === 'file') {
      if (field.required && !hasFile(field.key))
        violations.push({ propertyPath: `files.${field.key}`, message: 'validation.required' });
      continue;
    }
    if (empty(value)) {
      if (field.required) violations.push({ propertyPath: at, message: 'validation.required' });
      continue;
    }
    switch (field.type) {
      case 'text':
      case 'longText': {
        const limit = field.type === 'text' ? 300 : 5000;
        if (typeof value !== 'string') violations.push({ propertyPath: at, message: 'validation.invalid' });
        else if (value.length > limit) violations.push({ propertyPath: at, message: 'validation.too_long' });
        else out[field.key] = value.trim();
        break;
      }
      case 'number': {
        const text = typeof value === 'number' ? String(value) : value;
        if (typeof text !== 'string' || !/^-?\d{1,12}(\.\d{1,4})?$/.test(text.trim()))
          violations.push({ propertyPath: at, message: 'validation.invalid_decimal' });
        else out[field.key] = text.trim();
        break;
      }
      case 'date':
        if (typeof value !== 'string' || !validDate(value))
          violations.push({ propertyPath: at, message: 'validation.invalid_date' });
        else out[field.key] = value;
        break;
      case 'singleChoice':
        if (typeof value !== 'string' || !field.options?.includes(value))
          violations.push({ propertyPath: at, message: 'validation.invalid_choice' });
        else out[field.key] = value;
        break;
      case 'multipleChoice':
        if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && field.options?.includes(item)))
          violations.push({ propertyPath: at, message: 'validation.invalid_choice' });
        else out[field.key] = [...new Set(value as string[])];
        break;
      case 'checkbox':
        if (typeof value !== 'boolean') violations.push({ propertyPath: at, message: 'validation.invalid_boolean' });
        else out[field.key] = value;
        break;
    }
  }
  return { answers: out, violations };
};
