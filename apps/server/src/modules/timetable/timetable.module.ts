import { defineServerModule } from '../../core/server-module.ts';
import { diff, publish } from './diff-publish.action.ts';
import { solve } from './solve.action.ts';
import { solveTimetableJob } from './solve.job.ts';
import { timetableLessonsHooks, timetableTeacherRulesHooks } from './timetable.hooks.ts';

/** Timetables (issue 32, docs/timetable.md): the solve job, the diff against the schedules and publishing. */
export const timetableModule = defineServerModule({
  name: 'timetable',
  actions: [solve, diff, publish],
  hooks: [timetableTeacherRulesHooks, timetableLessonsHooks],
  jobs: [solveTimetableJob],
});
