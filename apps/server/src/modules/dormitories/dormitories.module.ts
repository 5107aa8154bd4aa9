import { defineServerModule } from '../../core/server-module.ts';
import { dormLeaves, dormOccupancy, dormRollCall, saveDormRollCall, withdrawDormLeave } from './dormitories.action.ts';
import { bedAssignmentsHooks, dormBedsHooks, dormRoomsHooks, leaveRequestsHooks } from './dormitories.hooks.ts';

/** Dormitories (issue 33, part 5; docs/dormitories.md): occupancy, leave requests, the nightly roll call. */
export const dormitoriesModule = defineServerModule({
  name: 'dormitories',
  actions: [dormOccupancy, dormRollCall, saveDormRollCall, dormLeaves, withdrawDormLeave],
  hooks: [dormBedsHooks, dormRoomsHooks, bedAssignmentsHooks, leaveRequestsHooks],
});
