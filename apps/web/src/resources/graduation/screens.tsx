import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const ClassGraduationPage = lazy(() =>
  import('./ClassGraduationPage.tsx').then((m) => ({ default: m.ClassGraduationPage })),
);

/**
 * Graduation (contract module `transcripts`, docs/gradebook.md "Graduation requirements"): the
 * class's progress page is this area's; the requirements are the generic screens of their menu
 * entry, and a family's progress is a card of its grades page.
 */
export const graduationScreens = defineScreens({
  routes: [{ path: 'academic/graduation-progress', element: <ClassGraduationPage /> }],
});
