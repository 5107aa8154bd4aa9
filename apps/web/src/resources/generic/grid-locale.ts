import type { Language } from '@kampus/contract/constants';
import type { GridLocaleText } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';

type Texts = Partial<GridLocaleText>;

/** The grid's own texts per language, one chunk each; English is the grid's default. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ localeText: Texts }>> = {
  ar: () => import('./grid-locales/ar.ts'),
  de: () => import('./grid-locales/de.ts'),
  es: () => import('./grid-locales/es.ts'),
  tr: () => import('./grid-locales/tr.ts'),
};

const loaded: Partial<Record<Language, Texts>> = { en: {} };

/** The DataGrid texts of the language; `null` while its chunk is loading. */
export const useGridLocaleText = (language: Language): Texts | null => {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (language === 'en' || loaded[language]) return undefined;
    let current = true;
    void loaders[language]().then(({ localeText }) => {
      loaded[language] = localeText;
      if (current) setVersion((version) => version + 1);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded[language] ?? null;
};
