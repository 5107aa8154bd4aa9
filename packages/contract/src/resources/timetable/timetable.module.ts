import { staff } from '../../resource/index.ts';
import { defineModule } from '../define-module.ts';
import { publishTimetableAction, solveTimetableAction, timetableDiffAction } from './timetable.actions.ts';
import { timetableInventory } from './timetable.inventory.ts';
import { timetableLessons } from './timetable-lessons.resource.ts';
import { timetableRuns } from './timetable-runs.resource.ts';
import { rooms, timetablePeriods, timetableTeacherRules } from './timetable-setup.resource.ts';

export * from './timetable-setup.resource.ts';
export * from './timetable-lessons.resource.ts';
export * from './timetable-runs.resource.ts';

const entry = (key: string, url: string, icon: string, resource?: string) => ({
  key,
  under: 'menu.academic',
  url,
  icon,
  audiences: staff,
  ...(resource ? { resource } : {}),
});

/**
 * Timetables (issue 32): what the week is made of (periods, rooms, teachers' rules, the lessons
 * each class needs), the solver's runs, and publishing a solved week into the season's schedules.
 */
export const timetableModule = defineModule({
  resources: [timetablePeriods, rooms, timetableTeacherRules, timetableLessons, timetableRuns],
  actions: [solveTimetableAction, timetableDiffAction, publishTimetableAction],
  labels: 'timetable',
  inventory: timetableInventory,
  menus: [
    entry('menu.timetable_periods', '/timetable/periods', 'EventNote', 'timetable_periods'),
    entry('menu.rooms', '/timetable/rooms', 'Apartment', 'rooms'),
    entry('menu.timetable_teacher_rules', '/timetable/teacher-rules', 'Person', 'timetable_teacher_rules'),
    entry('menu.timetable_lessons', '/timetable/lessons', 'ListAlt', 'timetable_lessons'),
    entry('menu.timetable', '/timetable/solve', 'GridOn'),
  ],
});
