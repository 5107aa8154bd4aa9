import { defaultLanguage, isLanguage, languageCodes, type Language } from '@kampus/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sessionStore } from '../api/session-store.ts';
import { translationsOf } from './catalogues.ts';

const STORAGE_KEY = 'kampus.language';

export const storedLanguage = (): Language => {
  const stored = localStorage.getItem(STORAGE_KEY) ?? '';
  return isLanguage(stored) ? stored : defaultLanguage;
};

export const i18n = i18next.createInstance();

export const initI18n = async (): Promise<void> => {
  const language = storedLanguage();
  sessionStore.setLanguage(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languageCodes],
    resources: Object.fromEntries(languageCodes.map((code) => [code, { translation: translationsOf(code) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
};

export const changeLanguage = async (language: Language): Promise<void> => {
  localStorage.setItem(STORAGE_KEY, language);
  sessionStore.setLanguage(language);
  await i18n.changeLanguage(language);
};
