import { defineServerModule } from '../../core/server-module.ts';
import {
  saveTransportBoarding,
  studentTransportRead,
  transportBoardingList,
  transportRouteSheetPdf,
} from './transport.action.ts';
import { boardingChecksHooks, transportAssignmentsHooks } from './transport.hooks.ts';

export const transportModule = defineServerModule({
  name: 'transport',
  actions: [transportBoardingList, saveTransportBoarding, transportRouteSheetPdf, studentTransportRead],
  hooks: [transportAssignmentsHooks, boardingChecksHooks],
});
