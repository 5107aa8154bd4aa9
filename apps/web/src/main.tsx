import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBootReads } from './api/boot-reads.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { preloadPageCode } from './app/boot-pages.ts';
import { AppRouter, isPublicPath, preloadRoute } from './app/router.tsx';
import { signedInCode } from './app/signed-in-loader.ts';
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
  // Drawn once its code is in too: drawn before, the page suspended, a spinner was shown, and
  // React held the page back 300 ms more after it.
  const pageCode = preloadPageCode(pathname);
  // A public page starts without the modules' labels; the signed-in routes add them.
  const signedIn = !isPublicPath(pathname);
  const translated = initI18n({ screens: signedIn });
  // A signed-in page's first reads start now, while its code and catalogues load: they need only
  // the session and the interface's language, which initI18n sets before its first await.
  if (signedIn) startBootReads(pathname, window.location.search);
  // The signed-in routes' code as well, for the same reason (preloadRoute asked for it).
  const code = signedIn ? Promise.all([pageCode, signedInCode.preload().catch(() => undefined)]) : pageCode;
  void Promise.all([translated, code]).then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}
