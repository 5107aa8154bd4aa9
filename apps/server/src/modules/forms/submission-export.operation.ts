import { formSubmissions, forms, readFormFields, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { answer, type Answer } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { contentDisposition, FILE_POLICY_HEADERS } from '../../core/served-file.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import type { ExportTable } from '../../core/table-export.ts';

interface StoredFileInfo {
  name: string;
  type: string;
  size: number;
  storageKey: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filesOf = (row: RowOf<typeof formSubmissions>): Record<string, StoredFileInfo> =>
  isRecord(row.files) ? (row.files as Record<string, StoredFileInfo>) : {};

const cell = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join('; ');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
};

/**
 * A form's submissions as a table: number and time, then one column per question in the
 * builder's order (a file question: the file's name). Newest first, as the list shows them.
 */
export const submissionTable = async (db: Db, ctx: RequestContext, formId: number): Promise<ExportTable> => {
  const repo = scoped(db, ctx);
  const form = await repo.of(forms).first({ id: formId });
  if (!form) throw notFound();
  const { fields } = readFormFields(form.fields);
  const rows = await repo.of(formSubmissions).list({ form: form.id }, { order: { submittedAt: 'desc' } });
  return {
    sheet: 'submissions',
    header: ['id', 'submittedAt', ...fields.map((field) => field.label)],
    // The id a number, the time a date (the school's wall clock, as written); answers stay as typed.
    kinds: ['number', 'dateTime', ...fields.map(() => 'text' as const)],
    rows: rows.map((row) => {
      const answers = isRecord(row.answers) ? row.answers : {};
      const files = filesOf(row);
      return [
        String(row.id),
        row.submittedAt,
        ...fields.map((field) => (field.type === 'file' ? (files[field.key]?.name ?? '') : cell(answers[field.key]))),
      ];
    }),
  };
};

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

/**
 * A submitted file, for staff who can see the submission. Sent as a download in a sandbox: a
 * stranger's upload never runs in the app's origin.
 */
export const submissionFile = async (
  db: Db,
  ctx: RequestContext,
  store: FileStore,
  id: number,
  key: string,
): Promise<Answer> => {
  const row = await scoped(db, ctx).of(formSubmissions).get(id);
  const info = filesOf(row)[key];
  if (!info) throw notFound();
  const file = await store.get(info.storageKey);
  if (!file) throw notFound();
  return answer(200, file.body, {
    ...FILE_POLICY_HEADERS,
    'content-type': TYPES[info.type] ?? 'application/octet-stream',
    'content-disposition': contentDisposition('attachment', info.name),
    'cache-control': 'private, no-store',
  });
};
