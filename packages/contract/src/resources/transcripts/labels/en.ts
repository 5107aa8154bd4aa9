import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: { graduation_requirements: 'Graduation requirements' },
  resources: { graduation_requirements: 'Graduation requirements' },
  fields: { credits: 'Credits required' },
  ui: {
    transcripts: {
      graduation_heading: 'Towards graduation',
      graduation_line: '{{earned}} of {{required}} credits',
      graduation_met: 'Met',
      graduation_all: 'Every course',
      download: 'Transcript (PDF)',
      title: 'Transcript',
      student: 'Student',
      number: 'Student number',
      season: 'Season',
      school: 'School',
      class: 'Class',
      course: 'Course',
      credits: 'Credits',
      percent: 'Score',
      grade: 'Grade',
      gpa_points: 'GPA points',
      passed: 'Passed',
      failed: 'Failed',
      rank: 'Rank in class: {{position}} of {{of}} (by the season’s GPA, from released work)',
      season_gpa: 'GPA of the season: {{gpa}} ({{credits}} credits counted)',
      cumulative: 'Cumulative GPA: {{gpa}} · credits earned: {{earned}}',
      no_gpa: 'No GPA: no course of this season has a grade with GPA points.',
      empty: 'No graded course yet.',
      printed: 'Printed on {{date}}',
      signed: 'This transcript is digitally signed. A PDF reader shows the signature; a change to the file breaks it.',
      signature_reason: 'Transcript of {{name}}',
    },
  },
} satisfies LabelSection;
