import { defineModule } from '../define-module.ts';
import { graduationProgrammes } from './graduation-programmes.resource.ts';
import { graduationRequirements } from './graduation-requirements.resource.ts';
import { programmeStudents } from './programme-students.resource.ts';
import { transcriptsInventory } from './transcripts.inventory.ts';
import {
  classGraduationProgressAction,
  graduationProgressAction,
  studentTranscriptAction,
  studentTranscriptCsvAction,
  studentTranscriptPdfAction,
} from './transcripts.actions.ts';

export * from './transcripts.actions.ts';
export * from './graduation-programmes.resource.ts';
export * from './graduation-requirements.resource.ts';
export * from './programme-students.resource.ts';

/**
 * Transcripts (issue 31, part 5): a student's courses, grades, credits and GPA across seasons and
 * schools, read from the gradebook's course grades (docs/gradebook.md, "Transcripts"), and the
 * school's graduation requirements with each student's progress towards them.
 */
export const transcriptsModule = defineModule({
  resources: [graduationProgrammes, graduationRequirements, programmeStudents],
  actions: [
    studentTranscriptAction,
    studentTranscriptPdfAction,
    studentTranscriptCsvAction,
    graduationProgressAction,
    classGraduationProgressAction,
  ],
  labels: 'transcripts',
  inventory: transcriptsInventory,
  menus: [
    {
      key: 'menu.graduation_requirements',
      under: 'menu.academic',
      url: '/academic/graduation-requirements',
      resource: 'graduation_requirements',
      icon: 'School',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.graduation_programmes',
      under: 'menu.academic',
      after: 'menu.graduation_requirements',
      url: '/academic/graduation-programmes',
      resource: 'graduation_programmes',
      icon: 'School',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.programme_students',
      under: 'menu.academic',
      after: 'menu.graduation_programmes',
      url: '/academic/programme-students',
      resource: 'programme_students',
      icon: 'School',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      // A page of its own (the class's students by requirement), not a resource's generic list.
      key: 'menu.graduation_progress',
      under: 'menu.academic',
      after: 'menu.programme_students',
      url: '/academic/graduation-progress',
      icon: 'Insights',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
