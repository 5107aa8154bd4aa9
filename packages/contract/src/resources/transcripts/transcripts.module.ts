import { defineModule } from '../define-module.ts';
import { graduationRequirements } from './graduation-requirements.resource.ts';
import {
  graduationProgressAction,
  studentTranscriptAction,
  studentTranscriptPdfAction,
} from './transcripts.actions.ts';

export * from './transcripts.actions.ts';
export * from './graduation-requirements.resource.ts';

/**
 * Transcripts (issue 31, part 5): a student's courses, grades, credits and GPA across seasons and
 * schools, read from the gradebook's course grades (docs/gradebook.md, "Transcripts"), and the
 * school's graduation requirements with each student's progress towards them.
 */
export const transcriptsModule = defineModule({
  resources: [graduationRequirements],
  actions: [studentTranscriptAction, studentTranscriptPdfAction, graduationProgressAction],
  labels: 'transcripts',
  menus: [
    {
      key: 'menu.graduation_requirements',
      under: 'menu.academic',
      url: '/academic/graduation-requirements',
      resource: 'graduation_requirements',
      icon: 'School',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
