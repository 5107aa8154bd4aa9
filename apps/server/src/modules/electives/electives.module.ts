import { defineServerModule } from '../../core/server-module.ts';
import {
  electivePlacement,
  placeSeasonElectives,
  saveStudentElectiveChoices,
  studentElectiveChoices,
  withdrawCourseRequest,
} from './electives.action.ts';
import { notifyRunJob } from './notify-run.operation.ts';
import { courseRequestsHooks, electiveOffersHooks, offerNeedsHooks, sectionBatchesHooks } from './electives.hooks.ts';

/**
 * Course requests and electives (issue 32, part 6; docs/timetable.md): the rules of a choice, the
 * placement into sections with waiting lists, a family's choices saved at once, and the first on
 * a waiting list placed when a place comes free.
 */
export const electivesModule = defineServerModule({
  name: 'electives',
  actions: [
    electivePlacement,
    placeSeasonElectives,
    studentElectiveChoices,
    saveStudentElectiveChoices,
    withdrawCourseRequest,
  ],
  hooks: [electiveOffersHooks, courseRequestsHooks, sectionBatchesHooks, offerNeedsHooks],
  jobs: [notifyRunJob],
});
