import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../i18n/index.ts';

/**
 * What a screen finds around it in the app: the language catalogue (the spec's `initI18n` loads
 * it), a query client of its own, so nothing is cached from another test, that gives up at the
 * first failure (a refusal shows at once, not after three retries), and a router at `path`. One
 * client for every render of the same wrapper, so a `rerender` keeps what was fetched.
 */
const testProviders = ({ path = '/' }: { path?: string } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
};

/** Renders `ui` inside `testProviders`: a screen, a section or a dialog as the app would show it. */
export const renderWithProviders = (ui: ReactElement, options: { path?: string } = {}): RenderResult =>
  render(ui, { wrapper: testProviders(options) });
