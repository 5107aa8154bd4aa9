import { languageCodes, type Language } from '@kampus/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sessionStore } from '../api/session-store.ts';
import { loadTranslations } from './catalogues.ts';
import { LANGUAGE_STORAGE_KEY, preferredLanguage } from '@kampus/contract/i18n/preferred-language';

const STORAGE_KEY = LANGUAGE_STORAGE_KEY;
const NAMESPACE = 'translation';

/** The chosen language, else the browser's (a first visit from a Turkish browser is in Turkish). */
export const storedLanguage = (): Language =>
  preferredLanguage(localStorage.getItem(STORAGE_KEY), typeof navigator === 'undefined' ? [] : navigator.languages);

export const i18n = i18next.createInstance();

/** Starts with the stored language's catalogue only; the others load when chosen. */
export const initI18n = async (): Promise<void> => {
  const language = storedLanguage();
  sessionStore.setLanguage(language);
  const translations = await loadTranslations(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    // Every catalogue is complete (a test checks it): nothing to fall back to, nothing else to load.
    fallbackLng: false,
    supportedLngs: [...languageCodes],
    resources: { [language]: { [NAMESPACE]: translations } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
};

/** Loads the language's catalogue if needed, then switches the interface and the API calls to it. */
export const changeLanguage = async (language: Language): Promise<void> => {
  if (!i18n.hasResourceBundle(language, NAMESPACE)) {
    i18n.addResourceBundle(language, NAMESPACE, await loadTranslations(language));
  }
  localStorage.setItem(STORAGE_KEY, language);
  sessionStore.setLanguage(language);
  await i18n.changeLanguage(language);
};
