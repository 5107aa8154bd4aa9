import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const LearningToolsPage = lazy(() => import('./LearningToolsPage.tsx').then((m) => ({ default: m.LearningToolsPage })));

/**
 * LTI 1.3 (contract module `lti`, docs/lti.md): the tools and their links are the generic screens
 * of the module's staff menu entries; everyone's list of the tools linked to their classes is this area's.
 */
export const ltiScreens = defineScreens({
  routes: [{ path: 'learning-tools', element: <LearningToolsPage /> }],
});
