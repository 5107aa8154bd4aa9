import { REPORT_CARD_COUNT_HEADER, reportCardsAction, type Language } from '@kampus/contract';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { answer, implement } from '../../core/actions.ts';
import { reportCardData, type ReportCardBatch } from './report-card-data.operation.ts';
import { reportCardDocument } from './report-card-pdf.ts';

/**
 * The PDF is answered as a stream while its pages are drawn: the data is read first (so a 404
 * comes before any byte), then each page is drawn and handed over before the next one, so a
 * class of 40 starts arriving at once and the client can count pages as they come.
 */
export const reportCardsAnswer = (batch: ReportCardBatch, language: Language, name: string) => {
  const { document, draw } = reportCardDocument(batch, language);
  void draw(() => nextTurn());
  return answer(200, document, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
    [REPORT_CARD_COUNT_HEADER]: String(Math.max(batch.cards.length, 1)),
    'access-control-expose-headers': REPORT_CARD_COUNT_HEADER,
  });
};

export const reportCards = implement(reportCardsAction, async ({ db, ctx, input, language }) => {
  const batch = await reportCardData(db, ctx, {
    reportType: input.params.id,
    term: input.query.term,
    classId: input.query.classId,
    student: input.query.student,
  });
  const name = `report-cards-${batch.term.id}-${input.query.classId ?? input.query.student ?? 'all'}.pdf`;
  return reportCardsAnswer(batch, language, name);
});
