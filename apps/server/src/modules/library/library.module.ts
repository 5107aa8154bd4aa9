import { defineServerModule } from '../../core/server-module.ts';
import {
  lendLibraryCopy,
  overdueLibraryLoans,
  remindOverdueLibraryLoans,
  returnLibraryCopy,
  studentLibraryLoans,
} from './library.action.ts';
import { MORNING_REMINDERS, remindOverdueJob } from './remind-overdue.job.ts';
import { libraryCopiesHooks, libraryHoldsHooks, libraryLoansHooks, libraryTitlesHooks } from './library.hooks.ts';

/** The school library (issue 33, part 4; docs/library.md): the desk, the overdue report and reminders (by the button and every morning), a student's loans. */
export const libraryModule = defineServerModule({
  name: 'library',
  actions: [lendLibraryCopy, returnLibraryCopy, overdueLibraryLoans, remindOverdueLibraryLoans, studentLibraryLoans],
  hooks: [libraryTitlesHooks, libraryCopiesHooks, libraryLoansHooks, libraryHoldsHooks],
  jobs: [remindOverdueJob],
  recurring: [MORNING_REMINDERS],
});
