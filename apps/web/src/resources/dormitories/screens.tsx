import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const OccupancyPage = lazy(() => import('./OccupancyPage.tsx').then((m) => ({ default: m.OccupancyPage })));
const LeavesPage = lazy(() => import('./LeavesPage.tsx').then((m) => ({ default: m.LeavesPage })));
const RollCallPage = lazy(() => import('./RollCallPage.tsx').then((m) => ({ default: m.RollCallPage })));
const FamilyLeavesPage = lazy(() => import('./FamilyLeavesPage.tsx').then((m) => ({ default: m.FamilyLeavesPage })));

/**
 * Dormitories (contract module `dormitories`, docs/dormitories.md): the buildings, rooms, beds and
 * bed assignments are the generic screens of the module's menu entries; the occupancy view (and
 * a free bed assigned in place), the warden's leave inbox, the roll call made for a phone, and
 * the family's own leave page are the area's.
 */
export const dormitoriesScreens = defineScreens({
  routes: [
    { path: 'dormitories/occupancy', element: <OccupancyPage /> },
    { path: 'dormitories/leaves', element: <LeavesPage /> },
    { path: 'dormitories/roll-call', element: <RollCallPage /> },
    { path: 'dormitories/family', element: <FamilyLeavesPage /> },
  ],
});
