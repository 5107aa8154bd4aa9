import { preloadable } from '../../app/preloadable.tsx';
import { defineScreens, preloads } from '../../app/screens.ts';

/** The grid's code: its chunk, asked for at boot on a cold open of `/gradebook` (app/boot-pages.ts). */
export const gradebookGridCode = preloadable(
  () => import('./GradebookGridPage.tsx'),
  (m) => m.GradebookGridPage,
);

/** The teacher's gradebook grid (contract module `gradebook`, menu `menu.gradebook`; docs/gradebook.md "The grid"). */
export const gradebookGridScreens = defineScreens({
  routes: [{ path: 'gradebook', element: <gradebookGridCode.Component />, ...preloads(gradebookGridCode.preload) }],
});
