import type { AllLabels } from '@kampus/contract/i18n/module-labels';
import type { Catalogue } from '@kampus/contract/i18n/locales/en';
import type { UiCatalogue } from './locales/en.ts';

/**
 * One namespace per language: the contract's sections (app, validation, fields, ...) plus `ui`.
 * Its own file: the bundles that catalogues.ts loads name it without importing their loader.
 */
export type Translations = Catalogue & AllLabels & { ui: UiCatalogue };
