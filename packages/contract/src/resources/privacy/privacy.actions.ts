import { z } from 'zod';
import { staff } from '../../resource/index.ts';
import { defineAction } from '../../action/define.ts';
import { idParam, langParam, userIdParam } from '../../action/params.ts';

/**
 * What an access request (KVKK art. 11, GDPR art. 15) answers: the person's record and every row
 * of every table whose declaration references them, keyed by resource, as the API reads them
 * (references as IRIs). Secrets are never in it: write-only and hidden fields (password hashes,
 * stored file keys) are left out, and the tables that are not resources (sessions, tokens,
 * second-factor secrets) are not read at all.
 */
export const personalDataExport = z.object({
  subject: z.object({ resource: z.string(), id: z.number() }),
  exportedAt: z.string(),
  record: z.looseObject({}),
  related: z.record(z.string(), z.array(z.looseObject({}))),
  excluded: z.array(z.string()),
});

/**
 * GET /api/students/{id}/personal-data: everything Kampus holds about a student (and their own
 * account, when they have one). Staff who reach the student's school only; a student beyond
 * reach is 404. A caller with a second factor must have given it in the last minutes (step-up).
 */
export const exportStudentPersonalDataAction = defineAction({
  name: 'exportStudentPersonalData',
  method: 'GET',
  path: '/api/students/{id}/personal-data',
  summary: 'Everything Kampus holds about a student (data-subject access export, JSON)',
  tags: ['privacy'],
  access: staff,
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: personalDataExport,
  responses: { 404: 'No such student in reach' },
});

/**
 * GET /{lang}/users/{userId}/personal-data: everything Kampus holds about a user (a guardian, a
 * teacher): the account and every row referencing it. Staff who reach every school of the user.
 */
export const exportUserPersonalDataAction = defineAction({
  name: 'exportUserPersonalData',
  method: 'GET',
  path: '/{lang}/users/{userId}/personal-data',
  summary: 'Everything Kampus holds about a user (data-subject access export, JSON)',
  tags: ['privacy'],
  access: staff,
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: { params: z.object({ lang: langParam, userId: userIdParam }) },
  output: personalDataExport,
  responses: { 403: 'The caller reaches only some of the user’s schools', 404: 'No such user in reach' },
});

/** One line of the inventory as VERBİS asks for it: a resource holding personal data. */
export const inventoryRow = z.object({
  resource: z.string(),
  personalFields: z.array(z.string()),
  subjects: z.array(z.string()),
  categories: z.array(z.string()),
  purpose: z.string(),
  purposeTr: z.string(),
  legalBasisKvkk: z.array(z.string()),
  legalBasisGdpr: z.array(z.string()),
  retention: z.string().meta({ description: 'ISO 8601 duration' }),
  retentionFrom: z.string(),
  expiry: z.enum(['destroy', 'anonymise']),
});

/**
 * GET /api/data-inventory: the data inventory (docs/privacy.md), one line per resource holding
 * personal data, read from the declarations. Headquarters and superadmins: it is the institution's.
 */
export const dataInventoryAction = defineAction({
  name: 'dataInventory',
  method: 'GET',
  path: '/api/data-inventory',
  summary: 'The personal data inventory (VERBİS), as JSON',
  tags: ['privacy'],
  access: ['headquarters'],
  output: z.object({ inventory: z.array(inventoryRow) }),
});

/** GET /api/data-inventory/verbis.csv: the same lines as CSV, Turkish purposes beside English, for VERBİS. */
export const dataInventoryCsvAction = defineAction({
  name: 'dataInventoryCsv',
  method: 'GET',
  path: '/api/data-inventory/verbis.csv',
  summary: 'The personal data inventory (VERBİS), as CSV',
  tags: ['privacy'],
  access: ['headquarters'],
  responseType: 'text/csv',
});
