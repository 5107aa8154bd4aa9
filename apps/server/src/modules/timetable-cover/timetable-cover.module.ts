import { defineServerModule } from '../../core/server-module.ts';
import { teacherAbsencesHooks } from './teacher-absences.hooks.ts';
import {
  assignCoverRun,
  coverReport,
  dailyCover,
  timetableWeek,
  timetableWeekIcs,
  timetableWeekPdf,
  undoCoverRun,
} from './timetable-cover.action.ts';

/** Weekly timetables and daily cover for absent teachers (issue 32, parts 3 and 4; docs/timetable.md). */
export const timetableCoverModule = defineServerModule({
  name: 'timetable-cover',
  actions: [timetableWeek, timetableWeekPdf, timetableWeekIcs, dailyCover, assignCoverRun, undoCoverRun, coverReport],
  hooks: [teacherAbsencesHooks],
});
