import { defineServerModule } from '../../core/server-module.ts';
import { schoolHolidaysHooks } from './school-holidays.hooks.ts';

/** The school's days off (issue 32; docs/timetable.md, "School holidays"): their rules; `school-days.ts` is the rule others follow. */
export const schoolHolidaysModule = defineServerModule({
  name: 'school-holidays',
  hooks: [schoolHolidaysHooks],
});
