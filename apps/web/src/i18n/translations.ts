import type { AllLabels, ModuleLabels } from '@kampus/contract/i18n/module-labels';
import type { Catalogue } from '@kampus/contract/i18n/locales/en';
import type { Labels } from '@kampus/contract/i18n/labels/en';
import type { UiCatalogue } from './locales/en.ts';

/**
 * One namespace per language: the contract's sections (app, validation, fields, ...) plus `ui`.
 * Its own file: the bundles that catalogues.ts loads name it without importing their loader.
 */
export type Translations = Catalogue & AllLabels & { ui: UiCatalogue };

/**
 * What the public pages need: everything but the modules' own labels, which come with every
 * resource declaration of the contract (and zod) and so load with the signed-in screens.
 */
export type PublicTranslations = Catalogue & Labels & { ui: UiCatalogue };

export type { ModuleLabels };
