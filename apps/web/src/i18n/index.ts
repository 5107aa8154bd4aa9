import { languageCodes, type Language } from '@kampus/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sessionStore } from '../api/session-store.ts';
import { loadPublicTranslations, loadScreenLabels, withScreenLabels } from './catalogues.ts';
import { loadMuiLocale } from './mui-locale.ts';
import { LANGUAGE_STORAGE_KEY, preferredLanguage } from '@kampus/contract/i18n/preferred-language';

const STORAGE_KEY = LANGUAGE_STORAGE_KEY;
const NAMESPACE = 'translation';

/** The chosen language, else the browser's (a first visit from a Turkish browser is in Turkish). */
const storedLanguage = (): Language =>
  preferredLanguage(localStorage.getItem(STORAGE_KEY), typeof navigator === 'undefined' ? [] : navigator.languages);

export const i18n = i18next.createInstance();

/** The languages whose module labels are in the catalogue, by the load that brings them. */
const screenLabels = new Map<Language, Promise<void>>();
/** Once a signed-in screen has asked for them, a language switch loads them too. */
let screensShown = false;
let current: Language = 'en';

/**
 * A promise that says when it has settled, as React's `use` reads it (`status`): `use` of a plain
 * promise suspends on its first render even when it has long resolved, and the signed-in routes
 * then drew their fallback once on every cold open.
 */
const tracked = (promise: Promise<void>): Promise<void> => {
  const thenable = Object.assign(promise, { status: 'pending' });
  promise.then(
    () => Object.assign(thenable, { status: 'fulfilled', value: undefined }),
    (reason: unknown) => Object.assign(thenable, { status: 'rejected', reason }),
  );
  return thenable;
};

const addScreenLabels = (language: Language): Promise<void> => {
  const known = screenLabels.get(language);
  if (known) return known;
  const loading = tracked(
    Promise.all([loadScreenLabels(language), loadMuiLocale(language)]).then(([labels]) => {
      // Deep, and without overwriting: a shared label wins over a module's.
      i18n.addResourceBundle(language, NAMESPACE, labels, true, false);
    }),
  );
  screenLabels.set(language, loading);
  return loading;
};

/**
 * Starts with the stored language's catalogue only; the others load when chosen. The public
 * pages start without the modules' labels (`screens: false`): they come with every resource
 * declaration, which the login page does not need; `screenLabelsReady` adds them.
 */
export const initI18n = async ({ screens = true }: { screens?: boolean } = {}): Promise<void> => {
  const language = storedLanguage();
  current = language;
  screensShown = screens;
  // `init` replaces every language's resources: a language loaded before must load its labels again.
  screenLabels.clear();
  sessionStore.setLanguage(language);
  const [base, labels] = await Promise.all([
    loadPublicTranslations(language),
    screens ? Promise.all([loadScreenLabels(language), loadMuiLocale(language)]).then(([labels]) => labels) : undefined,
  ]);
  if (labels) screenLabels.set(language, tracked(Promise.resolve()));
  await i18n.use(initReactI18next).init({
    lng: language,
    // Every catalogue is complete (a test checks it): nothing to fall back to, nothing else to load.
    fallbackLng: false,
    supportedLngs: [...languageCodes],
    resources: { [language]: { [NAMESPACE]: labels ? withScreenLabels(base, labels) : base } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
};

/**
 * The modules' labels of the active language, for the signed-in screens: the same promise until
 * they are there (React's `use` suspends on it).
 */
export const screenLabelsReady = (): Promise<void> => {
  screensShown = true;
  return addScreenLabels(current);
};

/** Loads the language's catalogue if needed, then switches the interface and the API calls to it. */
export const changeLanguage = async (language: Language): Promise<void> => {
  if (!i18n.hasResourceBundle(language, NAMESPACE)) {
    i18n.addResourceBundle(language, NAMESPACE, await loadPublicTranslations(language));
  }
  if (screensShown) await addScreenLabels(language);
  current = language;
  localStorage.setItem(STORAGE_KEY, language);
  sessionStore.setLanguage(language);
  await i18n.changeLanguage(language);
};
