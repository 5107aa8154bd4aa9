import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { comingSoonAreas, resourceRoutes } from '../resources/routes.ts';

// Every screen is its own chunk: the login page loads only what it needs.
const LoginPage = lazy(() => import('../pages/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('../pages/LogoutPage.tsx').then((m) => ({ default: m.LogoutPage })));
const LaterPage = lazy(() => import('../pages/LaterPage.tsx').then((m) => ({ default: m.LaterPage })));
const ErrorPage = lazy(() => import('../pages/ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })));
const AppLayout = lazy(() => import('./layout/AppLayout.tsx').then((m) => ({ default: m.AppLayout })));
const HomePage = lazy(() => import('../pages/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const ComingSoonPage = lazy(() => import('../pages/ComingSoonPage.tsx').then((m) => ({ default: m.ComingSoonPage })));
const ResourceScreen = lazy(() => import('../resources/ResourceScreen.tsx').then((m) => ({ default: m.ResourceScreen })));

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

export const routes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    ),
    errorElement: (
      <Suspense fallback={null}>
        <ErrorPage code={500} />
      </Suspense>
    ),
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'register', element: <LaterPage flow="register" /> },
      { path: 'forgot-password', element: <LaterPage flow="forgot" /> },
      { path: 'reset-password/*', element: <LaterPage flow="reset" /> },
      { path: 'verify-email/*', element: <LaterPage flow="verify" /> },
      { path: '401', element: <ErrorPage code={401} /> },
      { path: '404', element: <ErrorPage code={404} /> },
      { path: '500', element: <ErrorPage code={500} /> },
      {
        element: <AppLayout />,
        children: [
          { path: 'account/home', element: <HomePage /> },
          ...resourceChildren('/r/:resource'),
          ...resourceRoutes.flatMap((route) => resourceChildren(route.path, route.resource)),
          ...comingSoonAreas.flatMap((area) => [
            { path: area, element: <ComingSoonPage /> },
            { path: `${area}/*`, element: <ComingSoonPage /> },
          ]),
        ],
      },
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export const AppRouter = () => <RouterProvider router={router} />;
