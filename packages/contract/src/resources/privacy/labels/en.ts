import type { LabelSection } from '../../define-module.ts';

/** The privacy module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: {
    retention_runs: 'Destruction log',
  },
  ui: {
    retention: {
      intro:
        'Each month the retention scheduler destroys or anonymises personal data past the period the data inventory gives it, and keeps a log of it for three years. Rows under a legal hold (an unanswered data-subject request, an unpaid balance) are kept and counted.',
      dry_run: 'Dry run',
      dry_run_title: 'What a run now would do',
      nothing_due: 'Nothing is past its period.',
      no_runs: 'No run yet.',
      schedule: 'Scheduler',
      manual: 'A superadmin',
      running: 'Running',
      done: 'Done',
      resource: 'Records',
      rule: 'Rule',
      method: 'Method',
      count: 'Rows',
      held: 'Held',
      ids: 'Ids',
      destroy: 'Destroyed',
      anonymise: 'Anonymised',
      refused: 'Refused',
      held_method: 'Held (legal hold)',
      rule_text: '{{period}} from {{from}}',
    },
  },
} satisfies LabelSection;
