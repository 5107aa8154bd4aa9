import { exportStudentsAction, oneRosterExportAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { exportHeaders, started } from '../../core/table-export.ts';
import { oneRosterZip } from '../oneroster/oneroster-csv.operation.ts';
import { studentRows, studentsCsv, studentsXlsx } from './student-export.operation.ts';

export const exportStudents = implement(exportStudentsAction, async ({ db, ctx, input }) => {
  const { format, search, gradeLevel, isActive } = input.query;
  const batches = await started(
    studentRows(db, ctx, {
      search,
      gradeLevel,
      isActive: isActive === undefined ? undefined : isActive === 'true' || isActive === '1',
    }),
  );
  const body = format === 'xlsx' ? studentsXlsx(batches) : studentsCsv(batches);
  return answer(200, body, exportHeaders('students', format));
});

export const exportOneRoster = implement(oneRosterExportAction, async ({ db, ctx }) =>
  answer(200, Buffer.from(await oneRosterZip(db, ctx)), {
    'content-type': 'application/zip',
    'content-disposition': 'attachment; filename="oneroster.zip"',
    'cache-control': 'no-store',
  }),
);
