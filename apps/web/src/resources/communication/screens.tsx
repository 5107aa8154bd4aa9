import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const FeedPage = lazy(() => import('./FeedPage.tsx').then((m) => ({ default: m.FeedPage })));
const FeedNewPage = lazy(() => import('./FeedNewPage.tsx').then((m) => ({ default: m.FeedNewPage })));
const OnlineClassesPage = lazy(() => import('./OnlineClassesPage.tsx').then((m) => ({ default: m.OnlineClassesPage })));
const OnlineClassJoinPage = lazy(() =>
  import('./OnlineClassJoinPage.tsx').then((m) => ({ default: m.OnlineClassJoinPage })),
);
const SmartClassPage = lazy(() => import('./SmartClassPage.tsx').then((m) => ({ default: m.SmartClassPage })));

/**
 * Communication: the feed, online classes and the smart class. Online classes' `new` and `{id}`
 * forms are the generic ones; their list, `start` and `join` are the page that starts or joins;
 * `{id}/join/{role}` opens one class with that role.
 */
export const communicationScreens = defineScreens({
  routes: [
    { path: 'feeds', element: <FeedPage /> },
    { path: 'feeds/new', element: <FeedNewPage /> },
    { path: 'classes/online', element: <OnlineClassesPage /> },
    { path: 'classes/online/start', element: <OnlineClassesPage /> },
    { path: 'classes/online/join', element: <OnlineClassesPage /> },
    { path: 'classes/online/:id/:action/:role', element: <OnlineClassJoinPage /> },
    { path: 'smartclass', element: <SmartClassPage /> },
    { path: 'smartclass/:op', element: <SmartClassPage /> },
  ],
  resourceRoutes: [{ path: '/classes/online', resource: 'online_classes' }],
});
