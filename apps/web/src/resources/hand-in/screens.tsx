import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const HandInPage = lazy(() => import('./HandInPage.tsx').then((m) => ({ default: m.HandInPage })));
const HandInsPage = lazy(() => import('./HandInsPage.tsx').then((m) => ({ default: m.HandInsPage })));

/**
 * Hand-in (contract module `gradebook`, docs/gradebook.md "Hand-in"): the family's page, where a
 * student hands in work and a parent reads it, and the teacher's view of one assignment's hand-ins.
 */
export const handInScreens = defineScreens({
  routes: [
    { path: 'hand-in', element: <HandInPage /> },
    { path: 'hand-ins', element: <HandInsPage /> },
  ],
});
