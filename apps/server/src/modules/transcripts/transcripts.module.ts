import { defineServerModule } from '../../core/server-module.ts';
import {
  classGraduationProgressRun,
  graduationProgressRun,
  studentTranscriptCsvRun,
  studentTranscriptPdfRun,
  studentTranscriptRun,
} from './transcript.action.ts';

/** Transcripts (issue 31, part 5; docs/gradebook.md, "Transcripts"): read from the gradebook's grades, and progress towards graduation. */
export const transcriptsModule = defineServerModule({
  name: 'transcripts',
  actions: [
    studentTranscriptRun,
    studentTranscriptPdfRun,
    studentTranscriptCsvRun,
    graduationProgressRun,
    classGraduationProgressRun,
  ],
});
