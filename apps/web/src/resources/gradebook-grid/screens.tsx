import { lazy } from 'react';
import { defineScreens, preloads } from '../../app/screens.ts';

const loadGradebookGrid = () => import('./GradebookGridPage.tsx');
const prefetchGrid = (search: string) =>
  import('../../api/gradebook-grid.ts').then((m) => m.prefetchClassGradebook(search));
const GradebookGridPage = lazy(() => loadGradebookGrid().then((m) => ({ default: m.GradebookGridPage })));

/**
 * The teacher's gradebook grid (contract module `gradebook`, menu `menu.gradebook`; docs/gradebook.md
 * "The grid"). When the grid is the first page opened, its chunk loads with the layout and its read
 * starts from the address (`preloads`): both were asked for only once the layout had drawn, the
 * chunk 0.6 s and the read 1.1 s after the app's first script on a cold open.
 */
export const gradebookGridScreens = defineScreens({
  routes: [{ path: 'gradebook', element: <GradebookGridPage />, ...preloads(loadGradebookGrid, prefetchGrid) }],
});
