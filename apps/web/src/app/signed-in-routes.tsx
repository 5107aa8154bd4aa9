// First: zod's settings, before any resource declaration builds its schemas (zod-config.ts).
import '../zod-config.ts';
import { lazy, use } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../api/use-session.ts';
import { screenLabelsReady } from '../i18n/index.ts';
import { resourceRoutes } from '../resources/routes.ts';
import { areaRoutes } from './area-routes.tsx';
import { areaRouteAt } from './layout/built-menus.ts';
import { preloadable } from './preloadable.tsx';
import { routeBuckets } from './route-buckets.ts';
import { preloadOf } from './screens.ts';

/*
 * The signed-in half of the router, a chunk of its own: its route table is derived from the
 * contract's default menus, which import every resource declaration (and zod), so the public
 * pages load none of it. Every screen is still its own chunk.
 */
const layoutCode = preloadable(
  () => import('./layout/AppLayout.tsx'),
  (m) => m.AppLayout,
);
const loadLayout = layoutCode.preload;
const loadResourceScreen = () => import('../resources/ResourceScreen.tsx');
// A table rather than `cond ? import(a) : import(b)`: the minifier folds that into one call, and
// Vite then preloads the form's dependencies for the list too.
const resourcePages = {
  list: () => import('../resources/generic/ResourceListPage.tsx'),
  form: () => import('../resources/generic/ResourceFormPage.tsx'),
};

const AppLayout = layoutCode.Component;
const ErrorPage = lazy(() => import('../pages/ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })));
const SignedInNotFound = lazy(() =>
  import('../pages/SignedInNotFound.tsx').then((m) => ({ default: m.SignedInNotFound })),
);
const ResourceScreen = lazy(() => loadResourceScreen().then((m) => ({ default: m.ResourceScreen })));

/**
 * Starts fetching a signed-in address's chunks at once: a resource list or form would otherwise
 * wait for the layout, then its screen, then its page.
 */
export const preloadScreen = (pathname: string): void => {
  void loadLayout();
  // An area's own screen that says how to load it (`preloads` in its screens.tsx): with the layout.
  void preloadOf(areaRouteAt(pathname))?.();
  const base = resourceRoutes.find((route) => pathname === route.path || pathname.startsWith(`${route.path}/`))?.path;
  const generic = /^\/r\/[^/]+(\/|$)/.exec(pathname)?.[0].replace(/\/$/, '');
  const list = base ?? generic;
  if (list === undefined) return;
  void loadResourceScreen();
  void resourcePages[pathname === list ? 'list' : 'form']();
};

/** The logged-in layout when there is a session, else the public 404 page. */
const SignedInOr404 = () => {
  const { token } = useSession();
  return token ? <AppLayout /> : <ErrorPage code={404} />;
};

const resourceChildren = (path: string, resource?: string): RouteObject[] => {
  const base = path.replace(/^\//, '');
  const props = resource === undefined ? {} : { resource };
  return [
    { path: base, element: <ResourceScreen {...props} mode="list" /> },
    { path: `${base}/new`, element: <ResourceScreen {...props} mode="form" /> },
    { path: `${base}/:id`, element: <ResourceScreen {...props} mode="form" /> },
    { path: `${base}/:id/:action`, element: <ResourceScreen {...props} mode="form" /> },
  ];
};

const layoutRoutes: RouteObject[] = [
  ...areaRoutes,
  ...resourceChildren('/r/:resource'),
  ...resourceRoutes.flatMap((route) => resourceChildren(route.path, route.resource)),
];

// One layout element for every segment's table: the layout stays mounted across them.
const layout = <AppLayout />;
// An unknown address: signed in, "not found" inside the layout (the menu stays); signed out, the
// public 404 page.
const notFound: RouteObject = { element: <SignedInOr404 />, children: [{ path: '*', element: <SignedInNotFound /> }] };

const signedInRoutes = routeBuckets(layoutRoutes, (children) => [{ element: layout, children }, notFound]);

/** Every address the public routes do not name; the modules' labels first (the menus, titles and fields use them). */
export const SignedInRoutes = () => {
  use(screenLabelsReady());
  const { pathname } = useLocation();
  return useRoutes(signedInRoutes.routesFor(pathname));
};
