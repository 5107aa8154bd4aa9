import { defineModule } from '../define-module.ts';
import { lessonCovers } from './lesson-covers.resource.ts';
import { teacherAbsences } from './teacher-absences.resource.ts';
import {
  assignCoverAction,
  coverReportAction,
  dailyCoverAction,
  timetableWeekAction,
  timetableWeekIcsAction,
  timetableWeekPdfAction,
  undoCoverAction,
} from './timetable-cover.actions.ts';
import { timetableCoverInventory } from './timetable-cover.inventory.ts';

export * from './teacher-absences.resource.ts';
export * from './lesson-covers.resource.ts';

/** Everyone's week read from the schedules, and daily cover for absent teachers (issue 32, parts 3 and 4). */
export const timetableCoverModule = defineModule({
  resources: [teacherAbsences, lessonCovers],
  actions: [
    timetableWeekAction,
    timetableWeekPdfAction,
    timetableWeekIcsAction,
    dailyCoverAction,
    assignCoverAction,
    undoCoverAction,
    coverReportAction,
  ],
  labels: 'timetable-cover',
  inventory: timetableCoverInventory,
  menus: [
    {
      key: 'menu.weekly_timetable',
      under: 'menu.classes',
      after: 'menu.schedules',
      url: '/timetable/week',
      icon: 'CalendarMonth',
      audiences: ['school'],
    },
    {
      key: 'menu.my_timetable',
      under: 'menu.classes',
      after: 'menu.schedules',
      url: '/timetable/mine',
      icon: 'CalendarMonth',
      audiences: ['teacher'],
    },
    {
      key: 'menu.family_timetable',
      under: 'menu.classes',
      after: 'menu.schedules',
      url: '/timetable/family',
      icon: 'CalendarMonth',
      audiences: ['parent', 'student'],
    },
    {
      key: 'menu.teacher_absences',
      under: 'menu.classes',
      after: 'menu.weekly_timetable',
      url: '/timetable/absences',
      resource: 'teacher_absences',
      icon: 'EventRepeat',
      audiences: ['school'],
    },
    {
      key: 'menu.daily_cover',
      under: 'menu.classes',
      after: 'menu.teacher_absences',
      url: '/timetable/cover',
      icon: 'EventRepeat',
      audiences: ['school'],
    },
    {
      key: 'menu.cover_report',
      under: 'menu.classes',
      after: 'menu.daily_cover',
      url: '/timetable/cover-report',
      icon: 'Assessment',
      audiences: ['school'],
    },
  ],
});
