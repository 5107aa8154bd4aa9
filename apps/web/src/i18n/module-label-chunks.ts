import type { Language } from '@kampus/contract/constants';
import type { LabelSection } from '@kampus/contract/resources';

/**
 * One chunk per language holding every module's labels of that language (`module-labels/<language>.ts`
 * gathers the contract's `resources/<area>/labels/<language>.ts` files). Not each module's own
 * loader (`module.labels[language]`, what the server calls): the bundler would emit one more file
 * per module for each, 53 requests instead of one. Named here, in the boot's chunk, so a page
 * asks for its language's labels at once (catalogues.ts), not after the code that merges them.
 */
export const moduleLabelChunks: Record<Language, () => Promise<{ sections: LabelSection[] }>> = {
  ar: () => import('./module-labels/ar.ts'),
  de: () => import('./module-labels/de.ts'),
  en: () => import('./module-labels/en.ts'),
  es: () => import('./module-labels/es.ts'),
  tr: () => import('./module-labels/tr.ts'),
};
