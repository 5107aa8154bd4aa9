import { defineServerModule } from '../../core/server-module.ts';
import { studentTranscriptPdfRun, studentTranscriptRun } from './transcript.action.ts';

/** Transcripts (issue 31, part 5; docs/gradebook.md, "Transcripts"): read from the gradebook's grades. */
export const transcriptsModule = defineServerModule({
  name: 'transcripts',
  actions: [studentTranscriptRun, studentTranscriptPdfRun],
});
