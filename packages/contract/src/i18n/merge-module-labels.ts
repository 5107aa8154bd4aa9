import type { LabelSection } from '../resources/define-module.ts';
import { mergeLabelTrees, type LabelTree } from './label-trees.ts';

/** The labels the modules own in one language, by section. */
export interface ModuleLabels {
  menu: Record<string, string>;
  fields: Record<string, string>;
  resources: Record<string, string>;
  /** The texts of the modules' own screens, to merge into the web's `ui` catalogue. */
  ui: LabelTree;
}

/*
 * Apart from module-labels.ts, which imports every declaration: the web merges the sections of its
 * language chunk (apps/web/src/i18n/module-labels/) without them.
 */

/** The modules' sections of one language in one catalogue; a key two modules label keeps the first text. */
export const mergeModuleSections = (sections: readonly LabelSection[]): ModuleLabels => {
  const merged: ModuleLabels = { menu: {}, fields: {}, resources: {}, ui: {} };
  for (const own of sections) {
    for (const section of ['menu', 'fields', 'resources'] as const) {
      const target: Record<string, string> = merged[section];
      for (const [key, text] of Object.entries(own[section] ?? {})) target[key] ??= text;
    }
    merged.ui = mergeLabelTrees(merged.ui, own.ui ?? {});
  }
  return merged;
};
