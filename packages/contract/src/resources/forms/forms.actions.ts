import { z } from 'zod';
import { staff } from '../../resource/access.ts';
import { FORM_TYPES } from './forms.resource.ts';
import { defineAction } from '../../action/define.ts';
import { idParam, langParam } from '../../action/params.ts';

/** The secret part of a public link: 32 url-safe letters (anything else is the app's 404). */
export const publicFormToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/**
 * POST /{lang}/forms/public-link {url, formType, id}: makes (or makes again) the form's public
 * link, stores it in the form setting (created when the form has none) and answers it. `url` is
 * the address the web app is reached at; the link is `{url}/p/forms/{token}`.
 */
export const createFormPublicLinkAction = defineAction({
  name: 'createFormPublicLink',
  method: 'POST',
  path: '/{lang}/forms/public-link',
  summary: 'Make a form’s public link (stored in its form setting)',
  tags: ['forms'],
  access: staff,
  transactional: true,
  input: {
    params: z.object({ lang: langParam }),
    body: z.object({
      url: z
        .string({ error: 'validation.required' })
        .max(200, { error: 'validation.too_long' })
        .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, { error: 'validation.invalid_url' }),
      formType: z.enum(FORM_TYPES, { error: 'validation.invalid_choice' }),
      id: z.number({ error: 'validation.required' }).int({ error: 'validation.invalid_number' }).min(1).max(2147483647),
    }),
  },
  output: z.object({ link: z.string() }),
  responses: { 404: 'A form out of reach' },
});

const publicField = z.object({
  key: z.string(),
  type: z.string(),
  label: z.string(),
  required: z.boolean().optional(),
  helpText: z.string().optional(),
  options: z.array(z.string()).optional(),
});

/** What the public page shows: the form, its questions and the flags of its setting. */
export const publicFormOutput = z.object({
  title: z.string(),
  description: z.string().nullable(),
  formType: z.enum(FORM_TYPES),
  fields: z.array(publicField),
  settings: z.object({
    showHeader: z.boolean(),
    showSchoolLogo: z.boolean(),
    showSchoolName: z.boolean(),
    showFormName: z.boolean(),
    showCountdown: z.boolean(),
    showTotalApplicationCount: z.boolean(),
    showFooter: z.boolean(),
  }),
  school: z.object({ title: z.string(), logo: z.string().nullable() }),
  endDate: z
    .string()
    .nullable()
    .meta({ description: 'When the form closes, on the school’s clock; null when open-ended' }),
  secondsLeft: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Seconds until endDate (for the countdown); null when open-ended' }),
  open: z.boolean(),
  applicationCount: z.number().int().nullable(),
  maxFileBytes: z.number().int(),
});

/** GET /{lang}/public-forms/{token}: the public page's form; 404 once its link is removed. */
export const readPublicFormAction = defineAction({
  name: 'readPublicForm',
  method: 'GET',
  path: '/{lang}/public-forms/{token}',
  summary: 'A public form, read outside the login',
  tags: ['forms'],
  access: 'anonymous',
  tenancyHeaders: false,
  input: { params: z.object({ lang: langParam, token: publicFormToken }) },
  output: publicFormOutput,
  responses: { 404: 'No form has this link (or it was removed)' },
});

const uploadedFile = z.object({
  name: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.too_long' }),
  /** The bytes, base64; at most MAX_FORM_FILE_BYTES once decoded (checked with the bytes, 422 `files.<key>`). */
  data: z.string({ error: 'validation.required' }),
});

/**
 * POST /{lang}/public-forms/{token} {answers, files}: one submission, checked on the server
 * (422 naming the question), files checked by their content; rate-limited per client address (429).
 */
export const submitPublicFormAction = defineAction({
  name: 'submitPublicForm',
  method: 'POST',
  path: '/{lang}/public-forms/{token}',
  summary: 'Submit a public form (outside the login)',
  tags: ['forms'],
  access: 'anonymous',
  tenancyHeaders: false,
  maxBytes: 16 * 1024 * 1024,
  input: {
    params: z.object({ lang: langParam, token: publicFormToken }),
    body: z.object({
      answers: z.record(z.string(), z.unknown(), { error: 'validation.invalid' }).default({}),
      files: z.record(z.string(), uploadedFile, { error: 'validation.invalid' }).default({}),
    }),
  },
  output: z.object({ id: z.number().int(), submittedAt: z.string() }),
  status: 201,
  responses: { 404: 'No form has this link', 409: 'The form is closed', 429: 'Too many submissions from this address' },
});

export const FORM_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** GET /api/forms/{id}/submissions/export?format: a form's submissions, one column per question. */
export const exportFormSubmissionsAction = defineAction({
  name: 'exportFormSubmissions',
  method: 'GET',
  path: '/api/forms/{id}/submissions/export',
  summary: 'Export a form’s submissions as CSV or Excel',
  tags: ['forms'],
  access: staff,
  record: { resource: 'forms' },
  input: {
    params: z.object({ id: idParam }),
    query: z.object({ format: z.enum(FORM_EXPORT_FORMATS, { error: 'validation.invalid_choice' }).default('csv') }),
  },
  responseType: 'text/csv',
  responses: { 404: 'A form out of reach' },
});

/** GET /api/form_submissions/{id}/files/{key}: a submitted file, for staff of the form's school. */
export const readFormSubmissionFileAction = defineAction({
  name: 'readFormSubmissionFile',
  method: 'GET',
  path: '/api/form_submissions/{id}/files/{key}',
  summary: 'Download a file of a form submission',
  tags: ['forms'],
  access: staff,
  record: { resource: 'form_submissions' },
  input: { params: z.object({ id: idParam, key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/) }) },
  responseType: 'application/octet-stream',
  responses: { 404: 'No such submission or file' },
});
