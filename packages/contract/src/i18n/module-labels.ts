import type { Language } from '../constants.ts';
import { resourceModules } from '../resources/index.ts';
import type { LabelSection } from '../resources/define-module.ts';
import { labelTreeKeys, type LabelTree } from './label-trees.ts';
import { mergeModuleSections, type ModuleLabels } from './merge-module-labels.ts';
import type { Labels } from './labels/en.ts';

/** A language's labels: the shared ones (`labels/<language>.ts`) with every module's own. */
export type AllLabels = Labels & {
  resources: Record<string, string>;
  fields: Record<string, string>;
  menu: Record<string, string>;
};

export type { ModuleLabels };

const isLabelFile = (file: unknown): file is { labels: LabelSection } =>
  typeof file === 'object' && file !== null && 'labels' in file && typeof file.labels === 'object';

/** A module's labels in one language: `resources/<folder>/labels/<language>.ts`. */
const labelFile = async (folder: string, language: Language): Promise<LabelSection> => {
  // A pattern the bundlers follow: esbuild bundles every matching file into the server.
  const file: unknown = await import(`../resources/${folder}/labels/${language}.ts`);
  if (!isLabelFile(file)) throw new Error(`resources/${folder}/labels/${language}.ts exports no labels`);
  return file.labels;
};

/** Each module's own labels of one language, in the module list's order. */
export const moduleSections = (language: Language): Promise<LabelSection[]> =>
  Promise.all(resourceModules.map((module) => labelFile(module.labels, language)));

/**
 * Every module's own labels of one language, without the shared ones: what the signed-in
 * screens add to the catalogue the public pages load. The web gathers them per language on its
 * own (apps/web/src/i18n/module-labels/), in one chunk a language.
 */
export const moduleLabels = async (language: Language): Promise<ModuleLabels> =>
  mergeModuleSections(await moduleSections(language));

/**
 * Adds the modules' labels of a language (`moduleLabels`) to the shared ones. A key two modules
 * (or a module and the shared file) both define keeps the first text; `catalogues.spec.ts` fails on
 * such a key.
 */
export const withModuleLabels = (own: ModuleLabels, shared: Labels): AllLabels =>
  ({
    menu: { ...own.menu, ...shared.menu },
    fields: { ...own.fields, ...shared.fields },
    resources: own.resources,
  }) satisfies AllLabels;

/**
 * Every key a module labels that something else already labels: must stay empty. `sharedUi` is the
 * web's own `ui` catalogue, which a module's screen texts must not repeat.
 */
export const duplicateLabelKeys = async (shared: Labels, sharedUi: LabelTree = {}): Promise<string[]> => {
  const seen = new Set<string>([
    ...Object.keys(shared.menu).map((key) => `menu.${key}`),
    ...Object.keys(shared.fields).map((key) => `fields.${key}`),
    ...labelTreeKeys(sharedUi, 'ui.'),
  ]);
  const duplicates: string[] = [];
  for (const own of await moduleSections('en')) {
    const keys = [
      ...(['menu', 'fields', 'resources'] as const).flatMap((section) =>
        Object.keys(own[section] ?? {}).map((key) => `${section}.${key}`),
      ),
      ...labelTreeKeys(own.ui ?? {}, 'ui.'),
    ];
    for (const dotted of keys) {
      if (seen.has(dotted)) duplicates.push(dotted);
      seen.add(dotted);
    }
  }
  return duplicates;
};
