import type { Language } from '../constants.ts';
import { resourceModules } from '../resources/index.ts';
import type { LabelSection } from '../resources/define-module.ts';
import { labelTreeKeys, mergeLabelTrees, type LabelTree } from './label-trees.ts';
import type { Labels } from './labels/en.ts';

/** A language's labels: the shared ones (`labels/<language>.ts`) with every module's own. */
export type AllLabels = Labels & {
  resources: Record<string, string>;
  fields: Record<string, string>;
  menu: Record<string, string>;
};

/** The labels the modules own in one language, by section. */
export interface ModuleLabels {
  menu: Record<string, string>;
  fields: Record<string, string>;
  resources: Record<string, string>;
  /** The texts of the modules' own screens, to merge into the web's `ui` catalogue. */
  ui: LabelTree;
}

/**
 * Every module's own labels of one language, without the shared ones: what the signed-in
 * screens add to the catalogue the public pages load (the web app's screen-labels chunk).
 */
export const moduleLabels = (language: Language): ModuleLabels => {
  const merged: ModuleLabels = { menu: {}, fields: {}, resources: {}, ui: {} };
  for (const module of resourceModules) {
    const own: LabelSection = module.labels[language];
    for (const section of ['menu', 'fields', 'resources'] as const) {
      const target: Record<string, string> = merged[section];
      for (const [key, text] of Object.entries(own[section] ?? {})) target[key] ??= text;
    }
    merged.ui = mergeLabelTrees(merged.ui, own.ui ?? {});
  }
  return merged;
};

/**
 * Adds every module's labels of one language to the shared ones. A key two modules (or a module
 * and the shared file) both define keeps the first text; `catalogues.spec.ts` fails on such a key.
 */
export const withModuleLabels = (language: Language, shared: Labels): AllLabels => {
  const own = moduleLabels(language);
  return {
    menu: { ...own.menu, ...shared.menu },
    fields: { ...own.fields, ...shared.fields },
    resources: own.resources,
  } satisfies AllLabels;
};

/**
 * Every key a module labels that something else already labels: must stay empty. `sharedUi` is the
 * web's own `ui` catalogue, which a module's screen texts must not repeat.
 */
export const duplicateLabelKeys = (shared: Labels, sharedUi: LabelTree = {}): string[] => {
  const seen = new Set<string>([
    ...Object.keys(shared.menu).map((key) => `menu.${key}`),
    ...Object.keys(shared.fields).map((key) => `fields.${key}`),
    ...labelTreeKeys(sharedUi, 'ui.'),
  ]);
  const duplicates: string[] = [];
  for (const module of resourceModules) {
    const own = module.labels.en;
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
