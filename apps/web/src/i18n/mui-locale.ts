import type { Language } from '@kampus/contract/constants';
import type { Localization } from '@mui/material/locale';

/*
 * MUI's own texts (the autocomplete's "Clear" and "Open", pagination, breadcrumbs' "Show path") in
 * the interface's language, one chunk each; English is MUI's default. Loaded with the language's
 * screen labels (i18n/index.ts), so the signed-in layout, which waits for those, finds its
 * language's here when it first draws. Not in the shell: each of MUI's locales builds a number
 * formatter when it is evaluated, which cost the shell's evaluation about 60 ms for all four.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ locale: Localization }>> = {
  ar: () => import('./mui-locales/ar.ts'),
  de: () => import('./mui-locales/de.ts'),
  es: () => import('./mui-locales/es.ts'),
  tr: () => import('./mui-locales/tr.ts'),
};

const loaded = new Map<Language, Localization>();

/** Loads the language's MUI texts (nothing for English). */
export const loadMuiLocale = async (language: Language): Promise<void> => {
  if (language === 'en' || loaded.has(language)) return;
  const { locale } = await loaders[language]();
  loaded.set(language, locale);
};

/** The language's MUI texts once loaded; `undefined` for English (MUI's own) or before they are. */
export const muiLocaleOf = (language: Language): Localization | undefined => loaded.get(language);
