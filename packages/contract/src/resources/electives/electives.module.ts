import { staff } from '../../resource/index.ts';
import { defineModule } from '../define-module.ts';
import {
  electivePlacementAction,
  placeElectivesAction,
  saveStudentChoicesAction,
  studentElectivesAction,
  withdrawCourseRequestAction,
} from './electives.actions.ts';
import { electivesInventory } from './electives.inventory.ts';
import { courseRequests, electiveOffers, electivePlacements } from './electives.resource.ts';

export * from './electives.resource.ts';

/** A staff entry of the Academic group, after the timetable's own. */
const staffEntry = (key: string, after: string, url: string, icon: string, resource?: string) => ({
  key,
  under: 'menu.academic',
  after,
  url,
  icon,
  audiences: staff,
  ...(resource ? { resource } : {}),
});

/**
 * Course requests and electives (issue 32, part 6; docs/timetable.md): the electives a school
 * offers in option blocks, the ranked choices families make within the limits staff set, and the
 * placement of students into sections, with waiting lists when an elective is full.
 */
export const electivesModule = defineModule({
  resources: [electiveOffers, courseRequests, electivePlacements],
  actions: [
    electivePlacementAction,
    placeElectivesAction,
    studentElectivesAction,
    saveStudentChoicesAction,
    withdrawCourseRequestAction,
  ],
  labels: 'electives',
  inventory: electivesInventory,
  menus: [
    staffEntry('menu.elective_offers', 'menu.timetable', '/timetable/elective-offers', 'Category', 'elective_offers'),
    staffEntry(
      'menu.course_requests',
      'menu.elective_offers',
      '/timetable/course-requests',
      'ListAlt',
      'course_requests',
    ),
    staffEntry('menu.elective_placement', 'menu.course_requests', '/timetable/electives', 'HowToReg'),
    {
      key: 'menu.family_electives',
      under: 'menu.classes',
      after: 'menu.family_timetable',
      url: '/electives',
      icon: 'Category',
      audiences: ['parent', 'student'],
    },
  ],
});
