import { staff } from '../../resource/index.ts';
import { defineModule } from '../define-module.ts';
import { schoolHolidaysInventory } from './school-holidays.inventory.ts';
import { schoolHolidays } from './school-holidays.resource.ts';

export * from './school-holidays.resource.ts';

/**
 * The school's days off (issue 32): a season's holidays, set up beside its bell times. Publishing
 * a timetable, the rollover and the daily cover leave them out; the weekly views mark them.
 */
export const schoolHolidaysModule = defineModule({
  resources: [schoolHolidays],
  labels: 'school-holidays',
  inventory: schoolHolidaysInventory,
  menus: [
    {
      key: 'menu.school_holidays',
      under: 'menu.academic',
      after: 'menu.timetable_periods',
      url: '/timetable/holidays',
      resource: 'school_holidays',
      icon: 'CalendarMonth',
      audiences: staff,
    },
  ],
});
