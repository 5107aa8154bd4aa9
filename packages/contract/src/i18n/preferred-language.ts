import { defaultLanguage, isLanguage, type Language } from '../constants.ts';

/**
 * The language to start in: the person's own choice once made (kept in local storage), else the
 * first of the browser's preferred languages (`navigator.languages`, "tr-TR" counting as "tr")
 * that Kampus speaks, else the spec's default, English.
 */
export const preferredLanguage = (stored: string | null, browser: readonly string[]): Language => {
  if (stored !== null && isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
};

/** Where the web app keeps the person's choice; the Hydra admin (apps/api-admin) reads the same key. */
export const LANGUAGE_STORAGE_KEY = 'kampus.language';
