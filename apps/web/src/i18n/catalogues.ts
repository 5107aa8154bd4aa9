import type { Language } from '@kampus/contract/constants';
import { mergeLabelTrees } from '@kampus/contract/i18n/label-trees';
import { moduleLabelChunks } from './module-label-chunks.ts';
import type { ModuleLabels, PublicTranslations, Translations } from './translations.ts';

/**
 * One chunk per language, fetched when the language becomes active: the login page loads only the
 * catalogue it shows, and a switch loads the next one on demand.
 */
const loaders: Record<Language, () => Promise<{ translations: PublicTranslations }>> = {
  ar: () => import('./bundles/ar.ts'),
  de: () => import('./bundles/de.ts'),
  en: () => import('./bundles/en.ts'),
  es: () => import('./bundles/es.ts'),
  tr: () => import('./bundles/tr.ts'),
};

/** The catalogue of the public pages (login, errors): no module's labels. */
export const loadPublicTranslations = async (language: Language): Promise<PublicTranslations> =>
  (await loaders[language]()).translations;

/**
 * The modules' labels (resource titles, their fields, their menu entries): a chunk of their own,
 * asked for beside the code that merges them. Asked for by that code instead, they waited for the
 * shell's chunk (the contract's merge lives there) and its evaluation: 0.3 s on a cold open.
 */
export const loadScreenLabels = async (language: Language): Promise<ModuleLabels> => {
  const [{ labelsOfSections }, { sections }] = await Promise.all([
    import('./screen-labels.ts'),
    moduleLabelChunks[language](),
  ]);
  return labelsOfSections(sections);
};

/**
 * Both together; a shared label wins over a module's, as in the contract's `withModuleLabels`. A
 * module's screen texts join the `ui` catalogue (`ui.finance_documents.*` from its module).
 */
export const withScreenLabels = (base: PublicTranslations, labels: ModuleLabels): Translations => ({
  ...base,
  menu: { ...labels.menu, ...base.menu },
  fields: { ...labels.fields, ...base.fields },
  resources: labels.resources,
  ui: mergeLabelTrees(base.ui, labels.ui) as Translations['ui'],
});

/** Everything the app says in this language. */
export const loadTranslations = async (language: Language): Promise<Translations> => {
  const [base, labels] = await Promise.all([loadPublicTranslations(language), loadScreenLabels(language)]);
  return withScreenLabels(base, labels);
};
