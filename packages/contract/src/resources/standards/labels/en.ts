import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: {
    learning_standards: 'Learning standards',
    assignment_standards: 'Work aligned to standards',
    standards_report: 'Standards report',
  },
  resources: {
    learning_standards: 'Learning standards',
    assignment_standards: 'Work aligned to standards',
  },
  fields: { standard: 'Standard' },
  ui: {
    standards: {
      title: 'Standards report',
      heading: 'Standards of {{class}} in {{course}}',
      choose: 'Choose a class and a course.',
      none: 'No work of this course in this class is aligned to a standard yet.',
      family_heading: 'Standards in {{course}}',
      student: 'Student',
      level_1: 'Beginning',
      level_2: 'Developing',
      level_3: 'Proficient',
      level_4: 'Advanced',
      no_evidence: 'No evidence yet',
      cell: '{{level}} · {{name}} ({{percent}} %; work counted: {{pieces}})',
      legend:
        'Levels: 1 Beginning, 2 Developing, 3 Proficient (met), 4 Advanced, by the share of the aligned work’s points earned.',
      aligned: 'Aligned work: {{pieces}}',
      import_csv: 'Import from CSV',
      import_title: 'Import learning standards from a CSV file',
      import_help:
        'A header row naming the columns code and description, and if you wish subject and gradeLevel by their titles. A standard whose code is already there is changed; nothing is kept when a line is refused.',
      import_choose: 'Choose a CSV file',
      import_send: 'Import',
      import_cancel: 'Cancel',
      import_refused: 'Nothing was imported. Correct these lines and import the file again:',
      import_line: 'Line {{line}}, {{field}}: {{message}}',
      import_done: 'Standards imported: {{created}} new, {{updated}} changed.',
      import_missing_columns: 'The file needs a header row with the columns code and description.',
      import_unknown_subject: 'No subject has this title.',
      import_unknown_grade_level: 'No grade level of this school has this title.',
    },
  },
} satisfies LabelSection;
