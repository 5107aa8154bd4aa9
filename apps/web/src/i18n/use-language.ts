import { defaultLanguage, isLanguage, type Language } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';

/** The interface's language as the contract's type (formatters, built-in values, locales). */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
};
