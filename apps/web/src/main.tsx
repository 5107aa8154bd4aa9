import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { AppRouter, isPublicPath, preloadRoute } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';

const root = document.getElementById('root');
if (root) {
  const { pathname } = window.location;
  preloadRoute(pathname);
  // A public page starts without the modules' labels; the signed-in routes add them.
  void initI18n({ screens: !isPublicPath(pathname) }).then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
