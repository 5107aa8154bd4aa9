import type { Language } from '@kampus/contract/constants';
import type { GridLocaleText } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Texts = Partial<GridLocaleText>;

/** The grid's own texts per language, one chunk each; English is the grid's default. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ localeText: Texts }>> = {
  ar: () => import('./grid-locales/ar.ts'),
  de: () => import('./grid-locales/de.ts'),
  es: () => import('./grid-locales/es.ts'),
  tr: () => import('./grid-locales/tr.ts'),
};

const loaded: Partial<Record<Language, Texts>> = { en: {} };

/**
 * The DataGrid texts of the language; `null` while its chunk is loading. The pagination's texts come
 * from our catalogues: some of the grid's locales leave "Rows per page" and "1–1 of 1" in English.
 */
export const useGridLocaleText = (language: Language): Texts | null => {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
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
  const texts = loaded[language];
  return useMemo<Texts | null>(
    () =>
      texts
        ? {
            ...texts,
            paginationRowsPerPage: t('ui.l10n.rows_per_page'),
            columnMenuAriaLabel: (name: string) => t('ui.l10n.column_menu', { name }),
            paginationDisplayedRows: ({ from, to, count }) =>
              count === -1
                ? t('ui.l10n.displayed_rows_more', { from, to })
                : t('ui.l10n.displayed_rows', { from, to, count }),
          }
        : null,
    // `version` changes when the language's chunk has arrived.
    [texts, t, version],
  );
};
