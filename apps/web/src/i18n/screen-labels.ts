import type { Language } from '@kampus/contract/constants';
import type { LabelSection } from '@kampus/contract/resources';
import { mergeModuleSections, type ModuleLabels } from '@kampus/contract/i18n/merge-module-labels';

/**
 * One chunk per language holding every module's labels of that language (`module-labels/<language>.ts`
 * gathers the contract's `resources/<area>/labels/<language>.ts` files). Not each module's own
 * loader (`module.labels[language]`, what the server calls): the bundler would emit one more file
 * per module for each, 53 requests instead of one.
 */
const chunks: Record<Language, () => Promise<{ sections: LabelSection[] }>> = {
  ar: () => import('./module-labels/ar.ts'),
  de: () => import('./module-labels/de.ts'),
  en: () => import('./module-labels/en.ts'),
  es: () => import('./module-labels/es.ts'),
  tr: () => import('./module-labels/tr.ts'),
};

/** Every module's own labels of the language: what the signed-in screens add to the public catalogue. */
export const screenLabels = async (language: Language): Promise<ModuleLabels> =>
  mergeModuleSections((await chunks[language]()).sections);
