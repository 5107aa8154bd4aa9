import {
  dayEndReportAction,
  familyStatementAction,
  familyStatementPdfAction,
  studentStatementAction,
  studentStatementPdfAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { schoolHeader } from '../finance-documents/document-parties.operation.ts';
import { renderStatementPdf } from '../finance-documents/statement-pdf.ts';
import { dayEndReport } from './day-end.operation.ts';
import { schoolToday } from './ledger.ts';
import { familyOf, statementOf, type Statement } from './statement/statement.operation.ts';
import type { Db } from '../../db/database.ts';
import type { Language } from '@kampus/contract';

const printed = async (db: Db, school: number, statement: Statement, family: boolean, language: Language) => {
  const bytes = await renderStatementPdf(
    { school: await schoolHeader(db, school), statement, family, printedOn: await schoolToday(db, school) },
    language,
  );
  return answer(200, bytes, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="statement-${family ? 'family' : 'student'}.pdf"`,
    'cache-control': 'no-store',
  });
};

/** The student is loaded through the caller's reach (`record`): a family reads its own child's only. */
export const studentStatement = implement(studentStatementAction, ({ db, ctx, input, record }) =>
  statementOf(db, ctx, [record.id], input.query),
);

export const studentStatementPdf = implement(studentStatementPdfAction, async ({ db, ctx, input, record, language }) =>
  printed(db, Number(record.school), await statementOf(db, ctx, [record.id], input.query), false, language),
);

export const familyStatement = implement(familyStatementAction, async ({ db, ctx, input, record }) =>
  statementOf(db, ctx, await familyOf(db, ctx, record.id), input.query),
);

export const familyStatementPdf = implement(familyStatementPdfAction, async ({ db, ctx, input, record, language }) =>
  printed(
    db,
    Number(record.school),
    await statementOf(db, ctx, await familyOf(db, ctx, record.id), input.query),
    true,
    language,
  ),
);

export const dayEnd = implement(dayEndReportAction, ({ db, ctx, input }) => dayEndReport(db, ctx, input.query.date));
