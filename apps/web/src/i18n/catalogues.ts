import type { Language } from '@kampus/contract/constants';
import type { Translations } from './translations.ts';

/**
 * One chunk per language, fetched when the language becomes active: the login page loads only the
 * catalogue it shows, and a switch loads the next one on demand.
 */
const loaders: Record<Language, () => Promise<{ translations: Translations }>> = {
  ar: () => import('./bundles/ar.ts'),
  de: () => import('./bundles/de.ts'),
  en: () => import('./bundles/en.ts'),
  es: () => import('./bundles/es.ts'),
  tr: () => import('./bundles/tr.ts'),
};

export const loadTranslations = async (language: Language): Promise<Translations> =>
  (await loaders[language]()).translations;
