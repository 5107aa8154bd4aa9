import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../api/use-session.ts';
import { resourceRoutes } from '../resources/routes.ts';
import { areaRoutes } from './area-routes.tsx';

/*
 * Every screen is its own chunk, and the router is React Router's declarative one (no data
 * router: its loader machinery is a third of React Router's size and nothing here needs it).
 * The login page loads only its own chunk; the logged-in layout and each screen load on demand.
 */
const loadLogin = () => import('../pages/LoginPage.tsx');
const loadLayout = () => import('./layout/AppLayout.tsx');
const loadResourceScreen = () => import('../resources/ResourceScreen.tsx');
// A table rather than `cond ? import(a) : import(b)`: the minifier folds that into one call, and
// Vite then preloads the form's dependencies for the list too.
const resourcePages = {
  list: () => import('../resources/generic/ResourceListPage.tsx'),
  form: () => import('../resources/generic/ResourceFormPage.tsx'),
};

const LoginPage = lazy(() => loadLogin().then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('../pages/LogoutPage.tsx').then((m) => ({ default: m.LogoutPage })));
const RegisterPage = lazy(() =>
  import('../pages/accounts/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../pages/accounts/VerifyEmailPage.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../pages/accounts/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/accounts/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../pages/accounts/ConfirmEmailPage.tsx').then((m) => ({ default: m.ConfirmEmailPage })),
);
const FileManagerFrame = lazy(() =>
  import('../resources/filemanager/FileManagerFrame.tsx').then((m) => ({ default: m.FileManagerFrame })),
);
const PublicFormPage = lazy(() =>
  import('../pages/public/PublicFormPage.tsx').then((m) => ({ default: m.PublicFormPage })),
);
const ErrorPage = lazy(() => import('../pages/ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })));
const AppLayout = lazy(() => loadLayout().then((m) => ({ default: m.AppLayout })));
const SignedInNotFound = lazy(() =>
  import('../pages/SignedInNotFound.tsx').then((m) => ({ default: m.SignedInNotFound })),
);
const ResourceScreen = lazy(() => loadResourceScreen().then((m) => ({ default: m.ResourceScreen })));

const PUBLIC_PATHS =
  /^\/(login|logout|register|forgot-password|reset-password|verify-email|confirm-email|401|404|500)?(\/|$)/;

/**
 * Starts fetching the first screen's chunks while the language catalogue is still loading:
 * a resource list or form would otherwise wait for the layout, then its screen, then its page.
 */
export const preloadRoute = (pathname: string): void => {
  if (pathname === '/' || pathname === '/login') {
    void loadLogin();
    return;
  }
  if (PUBLIC_PATHS.test(pathname)) return;
  void loadLayout();
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

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:resetId', element: <ResetPasswordPage /> },
      { path: 'verify-email/*', element: <VerifyEmailPage /> },
      { path: 'confirm-email/:secret', element: <ConfirmEmailPage /> },
      { path: 'public/forms/:token', element: <PublicFormPage /> },
      { path: '401', element: <ErrorPage code={401} /> },
      { path: '404', element: <ErrorPage code={404} /> },
      { path: '500', element: <ErrorPage code={500} /> },
      // The file browser alone, for the file-picker modal's frame: no menus inside the frame.
      { path: 'filemanager/frame', element: <FileManagerFrame /> },
      {
        element: <AppLayout />,
        children: [
          ...areaRoutes,
          ...resourceChildren('/r/:resource'),
          ...resourceRoutes.flatMap((route) => resourceChildren(route.path, route.resource)),
        ],
      },
      // An unknown address: signed in, "not found" inside the layout (the menu stays); signed
      // out, the public 404 page.
      { element: <SignedInOr404 />, children: [{ path: '*', element: <SignedInNotFound /> }] },
    ],
  },
];

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/**
 * A screen that throws while rendering shows the 500 page instead of a blank window; moving to
 * another path tries again. (Error boundaries can only be class components.)
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Kampus: a screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <ErrorPage code={500} />;
  }
}

const AppRoutes = () => {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={null}>{element}</Suspense>
      </RouteErrorBoundary>
    </Suspense>
  );
};

export const AppRouter = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
