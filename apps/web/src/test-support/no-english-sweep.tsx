import { languageCodes, type Language } from '@kampus/contract/constants';
import { resources } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { MuiTheme } from '../app/MuiTheme.tsx';
import { ResourceFormPage } from '../resources/generic/ResourceFormPage.tsx';
import { ResourceListPage } from '../resources/generic/ResourceListPage.tsx';
import { loadTranslations } from '../i18n/catalogues.ts';
import { englishLeakFinder, visibleTexts } from '../i18n/english-leaks.ts';
import { changeLanguage, initI18n } from '../i18n/index.ts';
import { mockApi } from '../i18n/mock-api.ts';

/**
 * Every generic screen (each declared resource's list and its edit form, with a record shaped like
 * the API's) drawn in Turkish, Arabic, German and Spanish: any text or accessible label that is
 * English there (a catalogue's English text, MUI's English default, a seeded row's English text, a
 * field named by its code) fails, with the screen and the text.
 *
 * By default each resource is drawn in one of the four languages, in turn from a seed
 * (`KAMPUS_I18N_SEED`, 0 unless set), so every resource and every language is drawn in a quarter
 * of the time (the whole sweep took four minutes of CI). `KAMPUS_I18N_SWEEP=full`
 * (`npm run test:i18n-sweep --workspace apps/web`) draws every resource in every language.
 */
const api = mockApi();

/** Lets requests, lazy chunks and renders settle: no request and no spinner, twice in a row. */
const settle = async (container: HTMLElement): Promise<void> => {
  let quiet = 0;
  for (let round = 0; round < 400 && quiet < 2; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const busy = api.pending() > 0 || container.querySelector('[role="progressbar"]') !== null;
    quiet = busy ? 0 : quiet + 1;
  }
};

const screen = (children: ReactNode) => (
  <AppProviders>
    <MuiTheme>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </MuiTheme>
  </AppProviders>
);

/** The English texts of one screen of `resource` in `language`. */
const leaksOf = async (
  resource: Resource,
  page: 'list' | 'form',
  isEnglish: (text: string) => boolean,
): Promise<string[]> => {
  const view = render(
    screen(
      page === 'list' ? (
        <ResourceListPage resource={resource} basePath={`/r/${resource.name}`} />
      ) : (
        <ResourceFormPage resource={resource} basePath={`/r/${resource.name}`} id="1" />
      ),
    ),
  );
  await settle(view.container);
  const found = visibleTexts(view.container).filter(isEnglish);
  view.unmount();
  return [...new Set(found)].map((text) => `${resource.name} ${page}: "${text}"`);
};

const others = languageCodes.filter((code): code is Exclude<Language, 'en'> => code !== 'en');
const full = process.env.KAMPUS_I18N_SWEEP === 'full';
const seed = Number(process.env.KAMPUS_I18N_SEED ?? 0);
/** The resources drawn in `language`: all of them in the full sweep, else every fourth in turn. */
const drawnIn = (language: Exclude<Language, 'en'>): Resource[] =>
  full ? [...resources] : resources.filter((_, index) => (index + seed) % others.length === others.indexOf(language));

/**
 * Registers the sweep of half the languages (the first, third, … or the second, fourth, …), for
 * one spec file (call once, at its top level): the two halves are every language but English.
 */
export const sweepNoEnglish = (half: 0 | 1): void => {
  const languages = others.filter((_, index) => index % 2 === half);
  beforeAll(async () => {
    vi.stubGlobal('fetch', api.fetch);
    await initI18n();
  });
  afterEach(cleanup);
  afterAll(() => vi.unstubAllGlobals());

  describe.each(languages)('every generic screen in %s', (language) => {
    it('shows no English text and no English accessible label', { timeout: 600_000 }, async () => {
      const isEnglish = englishLeakFinder(language, await loadTranslations('en'), await loadTranslations(language));
      await changeLanguage(language);
      const leaks: string[] = [];
      const drawn = drawnIn(language);
      expect(drawn.length).toBeGreaterThan(0);
      for (const resource of drawn) {
        leaks.push(...(await leaksOf(resource, 'list', isEnglish)));
        leaks.push(...(await leaksOf(resource, 'form', isEnglish)));
      }
      expect(leaks).toEqual([]);
    });
  });
};
