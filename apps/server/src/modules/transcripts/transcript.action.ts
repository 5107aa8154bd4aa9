import { studentTranscriptAction, studentTranscriptPdfAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { studentTranscript } from './transcript.operation.ts';
import { renderTranscriptPdf } from './transcript-pdf.ts';

/** The student is loaded through the caller's reach by the engine first: a family's own, staff's of their schools. */
export const studentTranscriptRun = implement(studentTranscriptAction, async ({ db, ctx, record }) =>
  studentTranscript(db, ctx, record.id),
);

/** The same transcript as a PDF, dated by the student's school's clock. */
export const studentTranscriptPdfRun = implement(studentTranscriptPdfAction, async ({ db, ctx, record, language }) => {
  const transcript = await studentTranscript(db, ctx, record.id);
  const today = (await schoolClock(db, Number(record.school))).date;
  const bytes = await renderTranscriptPdf(transcript, language, today);
  return answer(200, bytes, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="transcript-${record.id}.pdf"`,
    'cache-control': 'no-store',
  });
});
