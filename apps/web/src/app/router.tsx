import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadSignedIn, signedInCode } from './signed-in-loader.ts';
import { BrowserRouter, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';

/*
 * Every screen is its own chunk, and the router is React Router's declarative one (no data
 * router: its loader machinery is a third of React Router's size and nothing here needs it).
 * This file names the public pages only: every other address goes to the signed-in routes'
 * chunk (`signed-in-routes.tsx`), so the login page loads its own chunk and none of the signed-in
 * route table, which imports the contract's resource declarations.
 */
const loadLogin = () => import('../pages/LoginPage.tsx');

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
// Drawn without suspending when its code came in while the catalogues loaded (preloadRoute).
const SignedInRoutes = signedInCode.Component;

/** While the signed-in screens' code and labels load: no MUI yet, so the browser's own progress bar. */
const ShellLoading = () => {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <progress aria-label={t('ui.form.loading')} />
    </div>
  );
};

const PUBLIC_PATHS =
  /^\/(login|logout|register|forgot-password|reset-password|verify-email|confirm-email|401|404|500)?(\/|$)/;

/** A page that needs none of the signed-in screens (nor their labels). */
export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.test(pathname);

/**
 * Starts fetching the first screen's chunks while the language catalogue is still loading.
 */
export const preloadRoute = (pathname: string): void => {
  if (pathname === '/' || pathname === '/login') {
    void loadLogin();
    return;
  }
  if (isPublicPath(pathname)) return;
  preloadSignedIn(pathname);
};

const routes: RouteObject[] = [
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
      // Everything else: the signed-in screens, or the public 404 page when signed out.
      {
        path: '*',
        element: (
          <Suspense fallback={<ShellLoading />}>
            <SignedInRoutes />
          </Suspense>
        ),
      },
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
