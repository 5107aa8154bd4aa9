import { importStudentsAction, previewStudentImportAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { inTransaction } from '../../db/database.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { importStudentRows, readStudentFile } from './student-import.operation.ts';

/** The `columns` query: a JSON object of field to header; anything else is a 422 on `columns`. */
const columnsOf = (raw: string | undefined): Record<string, string> => {
  if (raw === undefined || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
  } catch {
    // A malformed mapping is the client's mistake, answered below.
  }
  throw violation('columns', 'validation.invalid');
};

/** Thrown to undo a preview's writes: the preview runs the import itself, then rolls it back. */
class PreviewDone extends Error {}

export const previewStudentImport = implement(previewStudentImportAction, async ({ db, ctx, input, language }) => {
  const file = await readStudentFile(input.body, columnsOf(input.query.columns));
  let errors: Awaited<ReturnType<typeof importStudentRows>>['errors'] = [];
  try {
    await inTransaction(db, async (tx) => {
      errors = (await importStudentRows(tx, ctx, file.records, language)).errors;
      throw new PreviewDone();
    });
  } catch (error) {
    if (!(error instanceof PreviewDone)) throw error;
  }
  return { headers: file.headers, rows: file.records.length, errors, sample: file.records.slice(0, 5) };
});

/** All or nothing: the action's transaction rolls back on the 422. */
export const importStudents = implement(importStudentsAction, async ({ db, ctx, input, language }) => {
  const file = await readStudentFile(input.body, columnsOf(input.query.columns));
  const result = await importStudentRows(db, ctx, file.records, language);
  if (result.errors.length > 0) {
    throw unprocessable(
      result.errors.map((error) => ({ propertyPath: `rows[${error.row}].${error.field}`, message: error.message })),
    );
  }
  return { students: result.students, guardians: result.guardians };
});
