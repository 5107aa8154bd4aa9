import { catalogues as serverCatalogues, type Language } from '@kampus/contract';
import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en, type UiCatalogue } from './locales/en.ts';
import { es } from './locales/es.ts';
import { tr } from './locales/tr.ts';

export const uiCatalogues: Record<Language, UiCatalogue> = { ar, de, en, es, tr };

/** One namespace per language: the contract's sections (app, validation, fields, ...) plus `ui`. */
export const translationsOf = (language: Language) => ({
  ...serverCatalogues[language],
  ui: uiCatalogues[language],
});
