import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { AppRouter, isPublicPath, preloadRoute } from './app/router.tsx';
import { trackInput } from './app/layout/focus-main.ts';
import { initI18n } from './i18n/index.ts';
import { startPwa } from './pwa/start.ts';

const root = document.getElementById('root');
if (root) {
  // From the first page on (the login form is typed before the signed-in layout exists): the
  // heading reached after signing in by keyboard keeps its focus ring.
  trackInput();
  startPwa();
  const { pathname } = window.location;
  preloadRoute(pathname);
  // A public page starts without the modules' labels; the signed-in routes add them.
  const signedIn = !isPublicPath(pathname);
  const translated = initI18n({ screens: signedIn });
  // A signed-in page's shell reads start now, while its code and catalogues load: they need only
  // the session and the interface's language, which initI18n sets before its first await. Started
  // after it instead, they waited for the modules' labels, and those for the shell's evaluation.
  if (signedIn) void import('./api/prefetch-shell.ts').then((m) => m.prefetchShellData());
  void translated.then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}
