import { defineModule } from '../define-module.ts';
import { studentTranscriptAction, studentTranscriptPdfAction } from './transcripts.actions.ts';

export * from './transcripts.actions.ts';

/**
 * Transcripts (issue 31, part 5): a student's courses, grades, credits and GPA across seasons and
 * schools, read from the gradebook's course grades (docs/gradebook.md, "Transcripts").
 */
export const transcriptsModule = defineModule({
  resources: [],
  actions: [studentTranscriptAction, studentTranscriptPdfAction],
  labels: 'transcripts',
});
