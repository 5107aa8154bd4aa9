import { defineModule } from '../define-module.ts';
import {
  dormLeavesAction,
  dormOccupancyAction,
  dormRollCallAction,
  saveRollCallAction,
  withdrawLeaveAction,
} from './dormitories.actions.ts';
import { dormitoriesInventory } from './dormitories.inventory.ts';
import {
  bedAssignments,
  dormBeds,
  dormBuildings,
  dormRooms,
  leaveRequests,
  rollCallMarks,
  rollCalls,
} from './dormitories.resource.ts';

export * from './dormitories-access.ts';
export * from './dormitories.resource.ts';

const STAFF = ['headquarters', 'campus', 'school'] as const;

/** An entry of the staff's Dormitories group; `resource` mounts the generic list and form at `url`. */
const entry = (key: string, url: string, icon: string, resource?: string) => ({
  key,
  url,
  icon,
  ...(resource ? { resource } : {}),
  // Menus are per kind of user: school staff without the warden duty get the server's polite refusal.
  audiences: STAFF,
});

/**
 * Dormitories (issue 33, part 5; docs/dormitories.md): boarding buildings, rooms and beds, a
 * boarder's bed per season, leave requests a parent asks and the warden decides, and the
 * warden's nightly roll call, whose absences alert the parents and the wardens.
 */
export const dormitoriesModule = defineModule({
  resources: [dormBuildings, dormRooms, dormBeds, bedAssignments, leaveRequests, rollCalls, rollCallMarks],
  actions: [dormOccupancyAction, dormRollCallAction, saveRollCallAction, dormLeavesAction, withdrawLeaveAction],
  labels: 'dormitories',
  inventory: dormitoriesInventory,
  menus: [
    {
      key: 'menu.dormitories',
      after: 'menu.students',
      icon: 'Hotel',
      audiences: STAFF,
      children: [
        entry('menu.dorm_occupancy', '/dormitories/occupancy', 'Hotel'),
        entry('menu.dorm_leaves', '/dormitories/leaves', 'EventNote'),
        entry('menu.dorm_roll_call', '/dormitories/roll-call', 'Checklist'),
        entry('menu.bed_assignments', '/dormitories/assignments', 'Hotel', 'bed_assignments'),
        entry('menu.dorm_buildings', '/dormitories/buildings', 'Apartment', 'dorm_buildings'),
        entry('menu.dorm_rooms', '/dormitories/rooms', 'MeetingRoom', 'dorm_rooms'),
        entry('menu.dorm_beds', '/dormitories/beds', 'Bed', 'dorm_beds'),
      ],
    },
    {
      key: 'menu.family_leaves',
      url: '/dormitories/family',
      icon: 'Hotel',
      audiences: ['parent'],
    },
  ],
});
