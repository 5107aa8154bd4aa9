import {
  classGraduationProgressAction,
  graduationProgressAction,
  schools,
  studentTranscriptAction,
  studentTranscriptCsvAction,
  studentTranscriptPdfAction,
  translate,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import { signPdf } from '../../integrations/document-signing/sign-pdf.ts';
import { answer, implement } from '../../core/actions.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { classGraduationProgress, graduationProgress } from './graduation-progress.operation.ts';
import { studentTranscript } from './transcript.operation.ts';
import { renderTranscriptPdf } from './transcript-pdf.ts';
import { transcriptCsv } from './transcript-csv.ts';
import { exportHeaders } from '../../core/table-export.ts';

/** The student is loaded through the caller's reach by the engine first: a family's own, staff's of their schools. */
export const studentTranscriptRun = implement(studentTranscriptAction, async ({ db, ctx, record }) =>
  studentTranscript(db, ctx, record.id),
);

/**
 * The same transcript as a PDF, dated by the student's school's clock and signed (docs/gradebook.md,
 * "Signed transcripts"): the signature names the student's school, so a reader's PDF software
 * shows who issued it and that nothing was changed since.
 */
export const studentTranscriptPdfRun = implement(
  studentTranscriptPdfAction,
  async ({ db, ctx, record, language, services }) => {
    const transcript = await studentTranscript(db, ctx, record.id);
    const school = await system(db)
      .of(schools)
      .first({ id: Number(record.school) });
    const today = (await schoolClock(db, Number(record.school))).date;
    const { config } = services;
    const installation = config.accounts.publicUrl;
    const bytes = await signPdf(
      db,
      config.documentSigning,
      installation,
      await renderTranscriptPdf(transcript, language, today),
      {
        reason: translate(language, 'ui.transcripts.signature_reason', {
          name: `${transcript.student.name} ${transcript.student.lastName}`,
        }),
        name: school?.title ?? installation,
        location: school?.title ?? '',
        contactInfo: installation,
      },
    );
    return answer(200, bytes, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="transcript-${record.id}.pdf"`,
      'cache-control': 'no-store',
    });
  },
);

/** The same transcript as CSV, in the caller's language (read as the JSON is: a family's from released work only). */
export const studentTranscriptCsvRun = implement(studentTranscriptCsvAction, async ({ db, ctx, record, language }) =>
  answer(
    200,
    transcriptCsv(await studentTranscript(db, ctx, record.id), language),
    exportHeaders(`transcript-${record.id}`, 'csv'),
  ),
);

/** The student's credits against their school's graduation requirements, read as the transcript is. */
export const graduationProgressRun = implement(graduationProgressAction, async ({ db, ctx, record, language }) =>
  graduationProgress(db, ctx, { id: record.id, school: Number(record.school) }, language),
);

/** The class is loaded through the caller's reach first (another school's class is 404); staff only. */
export const classGraduationProgressRun = implement(
  classGraduationProgressAction,
  async ({ db, ctx, record, language }) => classGraduationProgress(db, ctx, record, language),
  // Every student of the class is in the answer: an API key reading it leaves a line for each.
  { discloses: (output) => output.students.map((student) => student.id) },
);
