// First: configures zod before the contract builds its schemas.
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { AppRouter, preloadRoute } from './app/router.tsx';
import { initI18n } from './i18n/index.ts';

const root = document.getElementById('root');
if (root) {
  preloadRoute(window.location.pathname);
  void initI18n().then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
