import { defineServerModule } from '../../core/server-module.ts';
import { classStandardsRun, importStandardsRun, studentStandardsRun } from './standards.action.ts';

/**
 * Standards-based grading (issue 31, part 4; docs/gradebook.md): the reports of a class and of a
 * student, and the CSV import. The standards and their alignments are the engine's generic
 * resources; the arithmetic is the contract's (`standardStanding`).
 */
export const standardsModule = defineServerModule({
  name: 'standards',
  actions: [classStandardsRun, studentStandardsRun, importStandardsRun],
});
