import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const GradebookGridPage = lazy(() => import('./GradebookGridPage.tsx').then((m) => ({ default: m.GradebookGridPage })));

/** The teacher's gradebook grid (contract module `gradebook`, menu `menu.gradebook`; docs/gradebook.md "The grid"). */
export const gradebookGridScreens = defineScreens({
  routes: [{ path: 'gradebook', element: <GradebookGridPage /> }],
});
