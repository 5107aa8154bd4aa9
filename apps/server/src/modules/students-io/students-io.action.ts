import { exportStudentsAction, oneRosterExportAction, students } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { exportHeaders, started } from '../../core/table-export.ts';
import { oneRosterZip } from '../oneroster/oneroster-csv.operation.ts';
import { noteApiKeyRead, recordDisclosure } from '../privacy/disclosure-log.operation.ts';
import { requireFreshSecondFactorToExport } from '../second-factor/step-up.ts';
import { studentRows, studentsCsv, studentsXlsx } from './student-export.operation.ts';

/**
 * The students' spreadsheet. Fetched with an API key it goes to a partner: each batch is a line of
 * the disclosure log as it is written out (a person in the browser is the school's own staff).
 */
export const exportStudents = implement(exportStudentsAction, async ({ db, ctx, input, services }) => {
  await requireFreshSecondFactorToExport(db, ctx.caller);
  const { format, search, gradeLevel, isActive } = input.query;
  const batches = await started(
    studentRows(
      db,
      ctx,
      {
        search,
        gradeLevel,
        isActive: isActive === undefined ? undefined : isActive === 'true' || isActive === '1',
      },
      (rows) => noteApiKeyRead(services.db, ctx, students, rows, exportStudentsAction.path),
    ),
  );
  const body = format === 'xlsx' ? studentsXlsx(batches) : studentsCsv(batches);
  return answer(200, body, exportHeaders('students', format));
});

/**
 * A roster file is made to be handed to a partner, so whoever downloads it (an API key, or staff
 * in the browser who will upload it elsewhere), it is logged as a disclosure of its students.
 */
export const exportOneRoster = implement(oneRosterExportAction, async ({ db, ctx, services }) => {
  await requireFreshSecondFactorToExport(db, ctx.caller);
  const roster = await oneRosterZip(db, ctx);
  await recordDisclosure(services.db, ctx, {
    clientKind: ctx.caller.apiKeyId ? 'api_key' : 'oneroster',
    client: ctx.caller.apiKeyId ?? 'oneroster.zip',
    route: oneRosterExportAction.path,
    recordCount: roster.records,
    studentIds: roster.studentIds,
  });
  return answer(200, Buffer.from(roster.zip), {
    'content-type': 'application/zip',
    'content-disposition': 'attachment; filename="oneroster.zip"',
    'cache-control': 'no-store',
  });
});
