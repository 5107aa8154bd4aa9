import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const FileManagerPage = lazy(() => import('./FileManagerPage.tsx').then((m) => ({ default: m.FileManagerPage })));

/** The file manager at the default menus' `/filemanager` (its frame page is mounted outside the layout: app/router.tsx). */
export const fileManagerScreens = defineScreens({
  routes: [{ path: 'filemanager', element: <FileManagerPage /> }],
  resourceRoutes: [{ path: '/filemanager/shares', resource: 'file_shares' }],
});
