import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const FamilyElectivesPage = lazy(() =>
  import('./FamilyElectivesPage.tsx').then((m) => ({ default: m.FamilyElectivesPage })),
);
const PlacementPage = lazy(() => import('./PlacementPage.tsx').then((m) => ({ default: m.PlacementPage })));
const OfferStudentsPage = lazy(() => import('./OfferStudentsPage.tsx').then((m) => ({ default: m.OfferStudentsPage })));

/**
 * Course requests and electives (contract module `electives`, docs/timetable.md): offers and
 * requests are the generic screens of the module's menu entries; the family's choices, the
 * placement page and an elective's students are the area's.
 */
export const electivesScreens = defineScreens({
  routes: [
    { path: 'electives', element: <FamilyElectivesPage /> },
    { path: 'timetable/electives', element: <PlacementPage /> },
    { path: 'timetable/electives/:id', element: <OfferStudentsPage /> },
  ],
});
